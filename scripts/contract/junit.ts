/**
 * The contract check's results as JUnit XML, the test report CI systems read (GitLab's `junit`
 * artifact report, Jenkins' junit step, GitHub actions that publish test results): one testsuite
 * per service, one testcase per endpoints.tsv row (`classname` contract.<service>, `name` METHOD path),
 * a failure with its differences, a skip with its reason. The counts are the console summary's.
 * Written by fast-xml-parser's builder (it escapes the text and attributes).
 */
import { XMLBuilder } from 'fast-xml-parser';
import { formatDifference } from './differ';
import type { RowResult, RunReport } from './runner';

const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);

function testcase(result: RowResult): Record<string, unknown> {
  const attributes = { '@_name': result.key, '@_classname': `contract.${result.service}`, '@_time': seconds(result.ms) };
  const status = result.httpStatus !== undefined ? `HTTP ${result.httpStatus}` : 'no HTTP answer';
  if (result.verdict === 'FAIL') {
    const details = result.differences?.length
      ? result.differences.map((d) => `${formatDifference(d)}\n  path: ${d.path}\n  expected: ${d.expected}\n  got: ${d.got}`).join('\n')
      : (result.reason ?? 'failed');
    return {
      ...attributes,
      failure: { '@_message': result.reason ?? 'failed', '@_type': result.differences?.length ? 'contract.difference' : 'contract.transport', '#text': `${status}\n${details}` },
    };
  }
  if (result.verdict === 'SKIP') return { ...attributes, skipped: { '@_message': result.reason ?? 'skipped' } };
  return result.reason ? { ...attributes, 'system-out': `${status}: ${result.reason}` } : attributes;
}

export function toJUnit(report: RunReport): string {
  const services = [...new Set(report.results.map((r) => r.service))];
  const count = (results: RowResult[], verdict: RowResult['verdict']) => results.filter((r) => r.verdict === verdict).length;
  const time = (results: RowResult[]) => seconds(results.reduce((sum, r) => sum + (r.ms ?? 0), 0));
  const properties = {
    property: [
      { '@_name': 'baseUrl', '@_value': report.baseUrl },
      { '@_name': 'allowWrites', '@_value': String(report.allowWrites) },
      ...(report.only ? [{ '@_name': 'only', '@_value': report.only.join(',') }] : []),
      ...(report.leftovers.length ? [{ '@_name': 'notCleanedUp', '@_value': report.leftovers.join(', ') }] : []),
    ],
  };
  const suites = services.map((service) => {
    const results = report.results.filter((r) => r.service === service);
    return {
      '@_name': service,
      '@_tests': results.length,
      '@_failures': count(results, 'FAIL'),
      '@_errors': 0,
      '@_skipped': count(results, 'SKIP'),
      '@_time': time(results),
      '@_timestamp': report.startedAt.replace(/\.\d+Z$/, ''),
      // the backend checked (strict JUnit schemas want a hostname)
      '@_hostname': new URL(report.baseUrl).host,
      properties,
      testcase: results.map(testcase),
    };
  });
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
    // an attribute whose value is "true" keeps it (the builder would write a bare name, which is not XML)
    suppressBooleanAttributes: false,
  });
  const { total, fail, skip } = report.summary;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    testsuites: {
      '@_name': 'contract',
      '@_tests': total,
      '@_failures': fail,
      '@_errors': 0,
      '@_skipped': skip,
      '@_time': seconds(Date.parse(report.finishedAt) - Date.parse(report.startedAt)),
      testsuite: suites,
    },
  }) as string}`;
}
