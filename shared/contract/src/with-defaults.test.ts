import { Type } from '@sinclair/typebox';
import { WithDefaults } from './common';
import { CompanyListQuery } from './companies';
import { BoardQuery, StageContactsQuery } from './pipeline';

describe('WithDefaults', () => {
  it('lists as required only the properties without a default', () => {
    const schema = WithDefaults({ page: Type.Integer({ default: 1 }), term: Type.String(), note: Type.Optional(Type.String()) });
    expect(schema.required).toEqual(['term']);
    expect(Object.keys(schema.properties)).toEqual(['page', 'term', 'note']);
  });

  it('leaves `required` out when every property has a default or is optional (OpenAPI: none required)', () => {
    for (const query of [CompanyListQuery, BoardQuery, StageContactsQuery]) expect(query).not.toHaveProperty('required');
  });
});
