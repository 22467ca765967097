export {
  ConsultantServiceForm,
  type ConsultantServiceFormProps,
  type EditedConsultantService,
} from './ConsultantServiceForm';
