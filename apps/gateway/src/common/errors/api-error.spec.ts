import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ServiceFailure } from '@resellpk/backend-messaging';
import { MSG } from '@resellpk/domain';
import { toApiError } from './api-error';

describe('toApiError', () => {
  it.each([
    ['VALIDATION', 400],
    ['UNAUTHORIZED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['UNAVAILABLE', 503],
    ['TIMEOUT', 504],
  ] as const)('maps service code %s to %i with its message', (code, status) => {
    const { body, expected } = toApiError(new ServiceFailure(code, 'A clear message', 'email'), 'c-1');
    expect(body).toEqual({ statusCode: status, code, message: 'A clear message', field: 'email', correlationId: 'c-1' });
    expect(expected).toBe(true);
  });

  it('never shows the text of an INTERNAL service error', () => {
    const { body, expected } = toApiError(new ServiceFailure('INTERNAL', 'duplicate key value violates constraint'), 'c');
    expect(body).toMatchObject({ statusCode: 500, code: 'INTERNAL', message: MSG.somethingWentWrong });
    expect(expected).toBe(false);
  });

  it('keeps the typed body of guard and validation errors', () => {
    const { body } = toApiError(new ForbiddenException({ code: 'FORBIDDEN', message: MSG.adminRequired }), 'c');
    expect(body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: MSG.adminRequired, correlationId: 'c' });
    const v = toApiError(new BadRequestException({ code: 'VALIDATION', message: 'Unknown field: x', field: 'x' }), 'c').body;
    expect(v).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Unknown field: x', field: 'x' });
  });

  it('derives a code from the status of plain HTTP errors', () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/v1/x'), 'c').body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/v1/x' });
    // several codes share 409; a plain conflict is CONFLICT, not INSUFFICIENT_FUNDS / INSUFFICIENT_COINS
    expect(toApiError(new ConflictException('taken'), 'c').body).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
  });

  it('answers rate limits with the spec message', () => {
    expect(toApiError(new ThrottlerException('whatever'), 'c').body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.tooManyRequests });
  });

  it('hides unknown errors behind a generic 500 and flags them for logging', () => {
    const { body, expected } = toApiError(new TypeError('cannot read properties of undefined'), 'c');
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: MSG.somethingWentWrong, correlationId: 'c' });
    expect(expected).toBe(false);
  });
});
