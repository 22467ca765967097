export { AddressForm, type AddressFormProps, type AddressFormValues } from './AddressForm';
