export { OnboardingBanner, type OnboardingBannerProps } from './OnboardingBanner';
