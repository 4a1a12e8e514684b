// Domain code throws domain errors, worded for the domain and free of HTTP; this is the one place
// the prediction routes decide which answer each gets. Mounted last on the service's router, so it
// sees what its routes throw and hands anything else on to the central error handler unchanged.
import { AppError, domainErrorsToHttp } from '@scoreline/service-kit';
import { InvalidFixtureIdError } from '../domain/fixture-id.ts';
import { InvalidSeasonScopeError } from '../domain/season-scope.ts';

export function toHttpError(error: unknown): unknown {
  if (error instanceof InvalidFixtureIdError) return AppError.badRequest(error.message, { cause: error });
  if (error instanceof InvalidSeasonScopeError) return AppError.unprocessable(error.message, { cause: error });
  return error;
}

export const translateDomainErrors = domainErrorsToHttp(toHttpError);
