import { DATE_FORMATS } from '@rendezvous/domain';
import dayjs from 'dayjs';

/** YYYY/MM/DD hh:mm:ss in the viewer's clock, as the spec shows dates. */
export const activityDate = (value: string) => dayjs(value).format(DATE_FORMATS.dateTime);
