export {
  BUSINESS_PROFILE_FIELDS,
  BusinessProfileForm,
  type BusinessProfileField,
  type BusinessProfileFormProps,
  type BusinessProfileValues,
} from './BusinessProfileForm';
