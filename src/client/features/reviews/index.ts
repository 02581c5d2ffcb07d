export { ReviewsPanel } from './reviews-panel.tsx';
