// Which words a screen shows for a failed call (docs/product.md §8), and when a failure is a refused
// admin token.
import { describe, expect, it } from 'vitest';
import { ApiContractError, ApiError, failureMessage, isAuthFailure } from '../errors.ts';

describe('failureMessage', () => {
  it("shows the server's detail when the server gave one", () => {
    expect(failureMessage(new ApiError(409, 'Name already used', '/api/x'), 'Failed to create')).toBe(
      'Name already used',
    );
  });

  it('shows the fixed text for an unreachable server, an empty detail, a broken contract or anything else', () => {
    expect(failureMessage(new ApiError(0, 'Failed to fetch', '/api/x'), 'Failed to load')).toBe(
      'Failed to load',
    );
    expect(failureMessage(new ApiError(500, '', '/api/x'), 'Failed to load')).toBe('Failed to load');
    expect(failureMessage(new ApiContractError('/api/x', ['id: Required']), 'Failed to load')).toBe(
      'Failed to load',
    );
    expect(failureMessage(new Error('boom'), 'Failed to load')).toBe('Failed to load');
  });
});

describe('isAuthFailure', () => {
  it('is a 401 or 403 answer and nothing else', () => {
    expect(isAuthFailure(new ApiError(401, 'Unauthorized', '/api/x'))).toBe(true);
    expect(isAuthFailure(new ApiError(403, 'Forbidden', '/api/x'))).toBe(true);
    expect(isAuthFailure(new ApiError(500, 'Server error', '/api/x'))).toBe(false);
    expect(isAuthFailure(new Error('Unauthorized'))).toBe(false);
  });
});
