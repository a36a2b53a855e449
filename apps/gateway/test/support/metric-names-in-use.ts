import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

const MONITORING_DIR = resolve(__dirname, '../../../../k8s/monitoring');

/** PromQL words that are not metric names: functions, aggregations, modifiers. */
const PROMQL_WORDS = new Set([
  'sum',
  'max',
  'min',
  'avg',
  'count',
  'rate',
  'irate',
  'increase',
  'delta',
  'changes',
  'histogram_quantile',
  'absent',
  'by',
  'without',
  'on',
  'ignoring',
  'offset',
  'and',
  'or',
  'unless',
  'bool',
]);

/** Every PromQL expression of the alert rules and of the Grafana dashboard's panels, with where it is. */
export function monitoringExpressions(): Array<{ where: string; expr: string }> {
  const expressions: Array<{ where: string; expr: string }> = [];
  for (const document of parseAllDocuments(
    readFileSync(join(MONITORING_DIR, 'prometheus-rules.yaml'), 'utf8'),
  )) {
    const rules = (
      document.toJS() as { spec: { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> } }
    ).spec.groups.flatMap((group) => group.rules);
    for (const rule of rules) expressions.push({ where: `alert ${rule.alert}`, expr: rule.expr });
  }
  const dashboard = JSON.parse(readFileSync(join(MONITORING_DIR, 'grafana-dashboard.json'), 'utf8')) as {
    panels: Array<{ title: string; targets?: Array<{ expr: string }> }>;
  };
  for (const panel of dashboard.panels)
    for (const target of panel.targets ?? [])
      expressions.push({ where: `panel ${panel.title}`, expr: target.expr });
  return expressions;
}

/**
 * The metric names an expression reads: what is left once label matchers, groupings, ranges, strings and numbers
 * (1.5e9 included) go.
 */
export function metricNamesOf(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/offset\s+\w+/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/(?<![A-Za-z0-9_:])\d[\d.]*(e[+-]?\d+)?/gi, ' ');
  const words = bare.match(/[A-Za-z_:][A-Za-z0-9_:]*/g) ?? [];
  return [...new Set(words.filter((word) => !PROMQL_WORDS.has(word)))];
}

/**
 * Whether a scrape declares the series `name`: a counter or gauge by its own name, a histogram's _bucket, _count
 * and _sum by the histogram's name.
 */
export function declares(scrape: string, name: string): boolean {
  const base = name.replace(/_(bucket|count|sum)$/, '');
  const types = [...scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, metric, type]) => ({ metric, type }));
  return types.some(
    ({ metric, type }) => metric === name || (metric === base && base !== name && type === 'histogram'),
  );
}
