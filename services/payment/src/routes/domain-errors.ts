// Domain code throws domain errors, worded for the domain and free of HTTP; this is the one place
// the payment routes decide which answer each gets. Mounted last on the service's router, so it
// sees what its routes throw and hands anything else on to the central error handler unchanged.
import { AppError, domainErrorsToHttp } from '@scoreline/service-kit';
import { InvalidReturnUrlError, NoSiteOriginError } from '../domain/return-urls.ts';

export function toHttpError(error: unknown): unknown {
  if (error instanceof InvalidReturnUrlError) return AppError.badRequest(error.message, { cause: error });
  // A configuration fault, answered 500 with its sentence so the operator sees what is missing.
  if (error instanceof NoSiteOriginError) return new AppError(500, error.message, { cause: error });
  return error;
}

export const translateDomainErrors = domainErrorsToHttp(toHttpError);
