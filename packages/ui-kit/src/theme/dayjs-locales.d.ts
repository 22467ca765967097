// dayjs's locale files register themselves on import and ship no declarations of their own.
declare module 'dayjs/locale/fr-ca';
