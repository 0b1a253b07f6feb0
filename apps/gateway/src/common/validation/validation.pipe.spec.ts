import { BadRequestException } from '@nestjs/common';
import { Allow, IsDefined, IsOptional, IsString, ValidateNested } from 'class-validator';
import { Exclude, Type } from 'class-transformer';
import { createValidationPipe, firstInputProblem } from './validation.pipe';

class Address {
  @IsString() city: string;
}
class Body {
  @IsDefined({ message: 'Please fill in all fields' }) @IsString() name: string;
  @IsOptional() @ValidateNested() @Type(() => Address) address?: Address;
}

async function errorFor(value: unknown): Promise<Record<string, unknown>> {
  try {
    await createValidationPipe().transform(value, { type: 'body', metatype: Body });
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestException);
    return (err as BadRequestException).getResponse() as Record<string, unknown>;
  }
  throw new Error('expected a validation error');
}

describe('validation pipe', () => {
  it('names an unknown field instead of "should not exist"', async () => {
    expect(await errorFor({ name: 'A', extra: 1 })).toMatchObject({ code: 'VALIDATION', message: 'Unknown field: extra', field: 'extra' });
  });

  it('prefers "required" over the type message for a missing field', async () => {
    expect(await errorFor({})).toMatchObject({ message: 'Please fill in all fields', field: 'name' });
  });

  it('gives the type message for a wrong type', async () => {
    expect(await errorFor({ name: 5 })).toMatchObject({ message: 'name must be a string', field: 'name' });
  });

  it('points into nested objects', async () => {
    expect(await errorFor({ name: 'A', address: { city: 1 } })).toMatchObject({ message: 'address.city must be a string', field: 'address.city' });
    expect(await errorFor({ name: 'A', address: { city: 'Lahore', zip: 1 } })).toMatchObject({ message: 'Unknown field: address.zip' });
  });

  it('does not convert types implicitly', async () => {
    expect(await errorFor({ name: ['A'] })).toMatchObject({ message: 'name must be a string' });
  });

  it('passes a valid body through as the DTO class', async () => {
    const out = await createValidationPipe().transform({ name: 'Ayesha' }, { type: 'body', metatype: Body });
    expect(out).toBeInstanceOf(Body);
  });

  it('refuses keys that name Object.prototype members, which class-transformer would skip silently', async () => {
    for (const key of ['constructor', 'hasOwnProperty', 'toString', '__proto__', 'prototype']) {
      const body = JSON.parse(`{"name":"A",${JSON.stringify(key)}:{"isAdmin":true}}`);
      expect(await errorFor(body)).toMatchObject({ code: 'VALIDATION', message: `Unknown field: ${key}`, field: key });
    }
    expect(await errorFor(JSON.parse('{"name":"A","address":{"city":"K","constructor":1}}'))).toMatchObject({ message: 'Unknown field: address.constructor' });
  });

  it('refuses any other key class-transformer drops on the way to the DTO', async () => {
    class WithExcluded {
      @Allow() name: string;
      @Exclude() @Allow() secret?: string;
    }
    const pending = createValidationPipe().transform({ name: 'A', secret: 'x' }, { type: 'body', metatype: WithExcluded });
    await expect(pending).rejects.toMatchObject({ response: { code: 'VALIDATION', message: 'Unknown field: secret', field: 'secret' } });
  });

  it('refuses half of a UTF-16 pair in any text or key of a body or query, and takes whole pairs', async () => {
    expect(await errorFor({ name: 'a\udc00' })).toMatchObject({ code: 'VALIDATION', field: 'name', message: 'name contains characters that cannot be saved (half of a UTF-16 pair).' });
    expect(await errorFor({ name: 'A', address: { city: '\ud83d' } })).toMatchObject({ field: 'address.city' });
    expect(await errorFor({ name: 'A', ['x\ud800']: 1 })).toMatchObject({ field: 'x\ud800', message: 'Unknown field: x\ud800' });
    const query = createValidationPipe().transform({ search: ['x', '\udfff'] }, { type: 'query', metatype: Object });
    await expect(query).rejects.toMatchObject({ response: { field: 'search.1' } });
    expect(firstInputProblem({ name: 'Ali \ud83d\ude00', list: ['\u{1F600}'] })).toBeUndefined();
  });

  it('refuses the NUL character anywhere in the text of a body or query, naming the field', async () => {
    expect(await errorFor({ name: 'a\u0000b' })).toMatchObject({ code: 'VALIDATION', field: 'name', message: 'name must not contain the NUL character (U+0000).' });
    expect(await errorFor({ name: 'A', address: { city: '\u0000' } })).toMatchObject({ field: 'address.city' });
    const query = createValidationPipe().transform({ search: ['x', '\u0000'] }, { type: 'query', metatype: Object });
    await expect(query).rejects.toMatchObject({ response: { field: 'search.1' } });
  });

  it('leaves path parameters to their own pipes, and passes clean input through', async () => {
    await expect(createValidationPipe().transform('\u0000', { type: 'param', metatype: String, data: 'id' })).resolves.toBe('\u0000');
    await expect(createValidationPipe().transform({ name: 'ok \ud83d\ude00 \u0001' }, { type: 'body', metatype: Body })).resolves.toBeInstanceOf(Body);
  });
});
