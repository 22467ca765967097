export { AddressForm, type AddressFormProps, type AddressFormValues } from './AddressForm';
export { AddressSearch, type AddressSearchProps, type SearchAddresses } from './AddressSearch';
