import { relations } from 'drizzle-orm';
import { activities } from './activities';
import { appointmentServices, appointments, videoConferences } from './appointments';
import { adminRoles, admins, permissions, roles } from './auth';
import {
  addresses,
  businessSettings,
  businessTags,
  businesses,
  categories,
  categoryServices,
  settings,
  tags,
} from './businesses';
import { serviceCategories, services, subscriptionPeriods } from './catalog';
import {
  defaultMessageCategories,
  defaultMessages,
  messages,
  notifications,
} from './communications';
import { consultantServices, consultants } from './consultants';
import { guests, users } from './customers';
import { days } from './days';
import { files } from './files';
import { integrationEntities, integrations } from './integrations';
import { invitations } from './invitations';
import { merchantCustomers, merchants, paymentMethods } from './payments';
import { countries, states, timezones } from './reference';
import {
  businessThemeEntities,
  businessThemeEntityItems,
  flaggedReviews,
  prospects,
  reviews,
  themeImages,
  themes,
} from './website';

/*
 * Relations for `db.query`. Polymorphic references (addressable, customerable, senderable,
 * initiator, integrable...) have no relation here: a join on the id alone would mix owner
 * types, so callers query those with an explicit `*_type` condition.
 */

export const adminsRelations = relations(admins, ({ one, many }) => ({
  business: one(businesses, { fields: [admins.business_id], references: [businesses.id] }),
  admin_roles: many(adminRoles),
  consultant: one(consultants),
}));

export const rolesRelations = relations(roles, ({ many }) => ({
  permissions: many(permissions),
  admin_roles: many(adminRoles),
}));

export const permissionsRelations = relations(permissions, ({ one }) => ({
  role: one(roles, { fields: [permissions.role_id], references: [roles.id] }),
}));

export const adminRolesRelations = relations(adminRoles, ({ one }) => ({
  admin: one(admins, { fields: [adminRoles.admin_id], references: [admins.id] }),
  role: one(roles, { fields: [adminRoles.role_id], references: [roles.id] }),
}));

export const countriesRelations = relations(countries, ({ many }) => ({
  states: many(states),
}));

export const statesRelations = relations(states, ({ one }) => ({
  country: one(countries, { fields: [states.country_id], references: [countries.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  services: many(categoryServices),
}));

export const categoryServicesRelations = relations(categoryServices, ({ one, many }) => ({
  category: one(categories, {
    fields: [categoryServices.category_id],
    references: [categories.id],
  }),
  businesses: many(businesses),
}));

export const businessesRelations = relations(businesses, ({ one, many }) => ({
  category_service: one(categoryServices, {
    fields: [businesses.category_service_id],
    references: [categoryServices.id],
  }),
  theme: one(themes, { fields: [businesses.theme_id], references: [themes.id] }),
  admins: many(admins),
  consultants: many(consultants),
  service_categories: many(serviceCategories),
  services: many(services),
  days: many(days),
  settings: many(businessSettings),
  tags: many(businessTags),
  merchants: many(merchants),
  reviews: many(reviews),
  theme_images: many(themeImages),
  theme_entities: many(businessThemeEntities),
  users: many(users),
  guests: many(guests),
  appointments: many(appointments),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  country: one(countries, { fields: [addresses.country_id], references: [countries.id] }),
  state: one(states, { fields: [addresses.state_id], references: [states.id] }),
}));

export const businessSettingsRelations = relations(businessSettings, ({ one }) => ({
  business: one(businesses, {
    fields: [businessSettings.business_id],
    references: [businesses.id],
  }),
  setting: one(settings, { fields: [businessSettings.setting_code], references: [settings.code] }),
}));

export const businessTagsRelations = relations(businessTags, ({ one }) => ({
  business: one(businesses, { fields: [businessTags.business_id], references: [businesses.id] }),
  tag: one(tags, { fields: [businessTags.tag_id], references: [tags.id] }),
}));

export const serviceCategoriesRelations = relations(serviceCategories, ({ one, many }) => ({
  business: one(businesses, {
    fields: [serviceCategories.business_id],
    references: [businesses.id],
  }),
  services: many(services),
}));

export const servicesRelations = relations(services, ({ one, many }) => ({
  business: one(businesses, { fields: [services.business_id], references: [businesses.id] }),
  service_category: one(serviceCategories, {
    fields: [services.service_category_id],
    references: [serviceCategories.id],
  }),
  subscription_period: one(subscriptionPeriods, {
    fields: [services.subscription_period_id],
    references: [subscriptionPeriods.id],
  }),
  consultant_services: many(consultantServices),
}));

export const consultantsRelations = relations(consultants, ({ one, many }) => ({
  admin: one(admins, { fields: [consultants.admin_id], references: [admins.id] }),
  business: one(businesses, { fields: [consultants.business_id], references: [businesses.id] }),
  services: many(consultantServices),
  days: many(days),
  appointments: many(appointments),
}));

export const consultantServicesRelations = relations(consultantServices, ({ one }) => ({
  consultant: one(consultants, {
    fields: [consultantServices.consultant_id],
    references: [consultants.id],
  }),
  service: one(services, { fields: [consultantServices.service_id], references: [services.id] }),
}));

export const daysRelations = relations(days, ({ one }) => ({
  business: one(businesses, { fields: [days.business_id], references: [businesses.id] }),
  consultant: one(consultants, { fields: [days.consultant_id], references: [consultants.id] }),
}));

export const appointmentsRelations = relations(appointments, ({ one, many }) => ({
  business: one(businesses, { fields: [appointments.business_id], references: [businesses.id] }),
  consultant: one(consultants, {
    fields: [appointments.consultant_id],
    references: [consultants.id],
  }),
  customer_timezone: one(timezones, {
    fields: [appointments.customer_timezone_id],
    references: [timezones.id],
  }),
  services: many(appointmentServices),
  video_conferences: many(videoConferences),
}));

export const appointmentServicesRelations = relations(appointmentServices, ({ one }) => ({
  appointment: one(appointments, {
    fields: [appointmentServices.appointment_id],
    references: [appointments.id],
  }),
  service: one(services, { fields: [appointmentServices.service_id], references: [services.id] }),
  consultant_service: one(consultantServices, {
    fields: [appointmentServices.consultant_service_id],
    references: [consultantServices.id],
  }),
}));

export const videoConferencesRelations = relations(videoConferences, ({ one }) => ({
  appointment: one(appointments, {
    fields: [videoConferences.appointment_id],
    references: [appointments.id],
  }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  business: one(businesses, { fields: [users.business_id], references: [businesses.id] }),
  reviews: many(reviews),
  prospects: many(prospects),
}));

export const guestsRelations = relations(guests, ({ one }) => ({
  business: one(businesses, { fields: [guests.business_id], references: [businesses.id] }),
}));

export const messagesRelations = relations(messages, ({ one, many }) => ({
  business: one(businesses, { fields: [messages.business_id], references: [businesses.id] }),
  reply_to: one(messages, {
    fields: [messages.reply_message_id],
    references: [messages.id],
    relationName: 'message_replies',
  }),
  replies: many(messages, { relationName: 'message_replies' }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  business: one(businesses, {
    fields: [notifications.business_id],
    references: [businesses.id],
  }),
  admin: one(admins, { fields: [notifications.admin_id], references: [admins.id] }),
  message: one(messages, { fields: [notifications.message_id], references: [messages.id] }),
}));

export const defaultMessageCategoriesRelations = relations(
  defaultMessageCategories,
  ({ many }) => ({ default_messages: many(defaultMessages) }),
);

export const defaultMessagesRelations = relations(defaultMessages, ({ one }) => ({
  category: one(defaultMessageCategories, {
    fields: [defaultMessages.default_message_category_id],
    references: [defaultMessageCategories.id],
  }),
}));

export const activitiesRelations = relations(activities, ({ one }) => ({
  business: one(businesses, { fields: [activities.business_id], references: [businesses.id] }),
  admin: one(admins, { fields: [activities.admin_id], references: [admins.id] }),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  business: one(businesses, { fields: [invitations.business_id], references: [businesses.id] }),
  role: one(roles, { fields: [invitations.role_id], references: [roles.id] }),
  admin: one(admins, { fields: [invitations.admin_id], references: [admins.id] }),
  sender: one(admins, { fields: [invitations.sender_id], references: [admins.id] }),
}));

export const themesRelations = relations(themes, ({ many }) => ({
  businesses: many(businesses),
  business_theme_entities: many(businessThemeEntities),
}));

export const themeImagesRelations = relations(themeImages, ({ one }) => ({
  business: one(businesses, { fields: [themeImages.business_id], references: [businesses.id] }),
}));

export const businessThemeEntitiesRelations = relations(businessThemeEntities, ({ one, many }) => ({
  business: one(businesses, {
    fields: [businessThemeEntities.business_id],
    references: [businesses.id],
  }),
  theme: one(themes, { fields: [businessThemeEntities.theme_id], references: [themes.id] }),
  items: many(businessThemeEntityItems),
}));

export const businessThemeEntityItemsRelations = relations(businessThemeEntityItems, ({ one }) => ({
  entity: one(businessThemeEntities, {
    fields: [businessThemeEntityItems.business_theme_entity_id],
    references: [businessThemeEntities.id],
  }),
}));

export const reviewsRelations = relations(reviews, ({ one, many }) => ({
  business: one(businesses, { fields: [reviews.business_id], references: [businesses.id] }),
  user: one(users, { fields: [reviews.user_id], references: [users.id] }),
  flagged_reviews: many(flaggedReviews),
}));

export const flaggedReviewsRelations = relations(flaggedReviews, ({ one }) => ({
  review: one(reviews, { fields: [flaggedReviews.review_id], references: [reviews.id] }),
  admin: one(admins, { fields: [flaggedReviews.admin_id], references: [admins.id] }),
}));

export const prospectsRelations = relations(prospects, ({ one }) => ({
  business: one(businesses, { fields: [prospects.business_id], references: [businesses.id] }),
  user: one(users, { fields: [prospects.user_id], references: [users.id] }),
  approver: one(admins, { fields: [prospects.approved_by], references: [admins.id] }),
}));

export const integrationsRelations = relations(integrations, ({ many }) => ({
  entities: many(integrationEntities),
}));

export const integrationEntitiesRelations = relations(integrationEntities, ({ one }) => ({
  integration: one(integrations, {
    fields: [integrationEntities.integration_id],
    references: [integrations.id],
  }),
}));

export const merchantsRelations = relations(merchants, ({ one }) => ({
  business: one(businesses, { fields: [merchants.business_id], references: [businesses.id] }),
}));

export const merchantCustomersRelations = relations(merchantCustomers, ({ many }) => ({
  payment_methods: many(paymentMethods),
}));

export const paymentMethodsRelations = relations(paymentMethods, ({ one }) => ({
  merchant_customer: one(merchantCustomers, {
    fields: [paymentMethods.merchant_customers_id],
    references: [merchantCustomers.id],
  }),
}));

export const filesRelations = relations(files, ({ one }) => ({
  business: one(businesses, { fields: [files.business_id], references: [businesses.id] }),
  uploader: one(admins, { fields: [files.uploaded_by], references: [admins.id] }),
}));
