export {
  metricsRegistry, defineCounter, defineHistogram, defineGauge, boundLabels, allowedValues, declaredLabelBounds,
  metricsText, DURATION_BUCKETS_SECONDS, OTHER_LABEL_VALUE,
} from './metrics/define-metric';
export type { LabelBound, LabelBounds, MetricSpec, BoundedCounter, BoundedHistogram, BoundedGauge } from './metrics/define-metric';
