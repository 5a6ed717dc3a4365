// The package ships no types: the shape of its answer (prom2json's), as far as the tests read it. A
// histogram or summary family is flattened into one unlabelled series (`buckets`, `count`, `sum`).
declare module 'parse-prometheus-text-format' {
  export interface Sample {
    value: string;
    labels?: Record<string, string>;
  }
  export interface FlattenedSample {
    buckets?: Record<string, string>;
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
    labels?: undefined;
  }
  export interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Array<Sample | FlattenedSample>;
  }
  /** Throws on a line that is not in the text format. */
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
