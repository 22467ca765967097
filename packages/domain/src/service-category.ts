import { z } from './zod';
import { IdSchema, requiredString, singleLineText, webLink } from './common';
import { TEXT_MAX } from './constants';
import { PageQuerySchema, searchParam } from './http';

export const ServiceCategoryMessages = {
  nameRequired: 'Service category name is required',
  stillHoldsServices:
    'This category still holds services. Move or delete its services before deleting it.',
} as const;

export const ServiceCategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  /** The name in Canadian French; null or blank: the site shows `name` to French visitors. */
  name_fr: z.string().nullable().optional(),
  image_url: z.string().nullable(),
  business_id: IdSchema,
});
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

/** The add / view dialog. The image is uploaded separately once the category exists. */
export const ServiceCategoryFormSchema = z.object({
  name: requiredString(ServiceCategoryMessages.nameRequired, {
    label: 'Service category name',
    max: TEXT_MAX.name,
  }),
  name_fr: singleLineText({ label: 'French service category name', max: TEXT_MAX.name })
    .nullable()
    .optional(),
});
export type ServiceCategoryForm = z.infer<typeof ServiceCategoryFormSchema>;

/** Body of POST serviceCategories. The server takes the business from the request's scope. */
export const CreateServiceCategoryInputSchema = ServiceCategoryFormSchema.extend({
  image_url: webLink({ label: 'Image', max: TEXT_MAX.url }).nullable().optional(),
  business_id: IdSchema.optional(),
});
export type CreateServiceCategoryInput = z.infer<typeof CreateServiceCategoryInputSchema>;

/** Body of PATCH serviceCategories/{id}: any subset of the editable fields. */
export const UpdateServiceCategoryInputSchema = CreateServiceCategoryInputSchema.omit({
  business_id: true,
}).partial();
export type UpdateServiceCategoryInput = z.infer<typeof UpdateServiceCategoryInputSchema>;

/** Query of GET serviceCategories: a page (10 by default), newest first. */
export const ServiceCategoryListQuerySchema = PageQuerySchema.extend({ search: searchParam });
export type ServiceCategoryListQuery = z.infer<typeof ServiceCategoryListQuerySchema>;
