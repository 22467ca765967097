import { describe, expect, it } from 'vitest';
import {
  CreateServiceCategoryInputSchema,
  ServiceCategoryFormSchema,
  UpdateServiceCategoryInputSchema,
} from './service-category';
import { messagesOf } from './test-helpers';

describe('service categories', () => {
  it('require a name', () => {
    expect(messagesOf(ServiceCategoryFormSchema, { name: ' ' })).toEqual({
      name: ['Service category name is required'],
    });
    expect(CreateServiceCategoryInputSchema.parse({ name: 'Hair', business_id: 1 })).toEqual({
      name: 'Hair',
      business_id: 1,
    });
  });

  it('can be renamed alone', () => {
    expect(UpdateServiceCategoryInputSchema.parse({ name: 'Nails' })).toEqual({ name: 'Nails' });
    expect(messagesOf(UpdateServiceCategoryInputSchema, { name: '' })).toEqual({
      name: ['Service category name is required'],
    });
  });
});
