export { CategoryForm, type CategoryFormProps, type CategoryFormValues } from './CategoryForm';
