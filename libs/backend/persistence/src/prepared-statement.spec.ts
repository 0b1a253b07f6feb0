import { preparedStatement } from './prepared-statement';

describe('preparedStatement', () => {
  it('gives the same statement for the same name and text (a module loaded twice)', () => {
    const first = preparedStatement('spec.same', 'SELECT $1::int');
    expect(preparedStatement('spec.same', 'SELECT $1::int')).toEqual(first);
  });

  it('refuses one name for two texts, which would run one text with the other one`s parameters', () => {
    preparedStatement('spec.clash', 'SELECT $1::int');
    expect(() => preparedStatement('spec.clash', 'SELECT $1::text')).toThrow('prepared statement "spec.clash" is already defined with another text');
  });
});
