export {
  ServiceForm,
  type ServiceFormErrors,
  type ServiceFormFields,
  type ServiceFormOption,
  type ServiceFormProps,
  type SubscriptionPeriodOption,
} from './ServiceForm';
