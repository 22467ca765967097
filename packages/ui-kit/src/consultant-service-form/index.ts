export {
  ConsultantServiceForm,
  formatMinutes,
  type ConsultantServiceFormProps,
  type EditedConsultantService,
} from './ConsultantServiceForm';
