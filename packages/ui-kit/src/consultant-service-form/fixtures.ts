import type { Service } from '@rendezvous/domain';

/** Business services for the form's story and test. */
export const sampleServices: Service[] = [
  {
    id: 1,
    name: "Men's cut",
    price: 4000,
    show_price: true,
    description: 'A classic cut, washed and styled.',
    image_url: null,
    service_category_id: 1,
    appointment_length_decider: 'business',
    appointment_length: 30,
    minimum_appointment_length: 30,
    maximum_appointment_length: 60,
    is_subscription: false,
    subscription_period_id: 3,
    business_id: 1,
  },
  {
    id: 2,
    name: 'Relaxation massage',
    price: 9000,
    show_price: true,
    description: 'Swedish massage, 30 to 90 minutes.',
    image_url: null,
    service_category_id: 2,
    appointment_length_decider: 'customer',
    appointment_length: 60,
    minimum_appointment_length: 30,
    maximum_appointment_length: 90,
    is_subscription: false,
    subscription_period_id: 3,
    business_id: 1,
  },
];
