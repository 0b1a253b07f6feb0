import { ApiError } from './api-error';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  const refused = new ApiError(409, 'CONFLICT', 'A category with this name already exists');

  it("gives the server's message when it sent one", () => {
    expect(serverMessage(refused)).toBe('A category with this name already exists');
    expect(serverMessage(refused, 'Something went wrong')).toBe('A category with this name already exists');
  });

  it("gives the fallback, never the browser's text, for anything else", () => {
    expect(serverMessage(new TypeError('Failed to fetch'), 'Something went wrong')).toBe('Something went wrong');
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage('boom', 'Try again')).toBe('Try again');
  });

  it('treats an empty or blank message as none', () => {
    expect(serverMessage(new ApiError(500, 'INTERNAL', '  '), 'Something went wrong')).toBe('Something went wrong');
    expect(serverMessage(new ApiError(500, 'INTERNAL', ''))).toBeUndefined();
  });
});
