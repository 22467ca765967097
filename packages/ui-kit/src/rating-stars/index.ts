export { RatingStars, type RatingStarsProps } from './RatingStars';
