import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReportFooter, ReportHeader, ReportLayout, type ReportLayoutProps } from './report-layout';

/** A report as the PDF renderer needs it: the page, and the header and footer Chromium repeats on every page. */
export interface ReportHtml {
  document: string;
  headerTemplate: string;
  footerTemplate: string;
}

/** The margins of spec 02 section 9: 45 mm at the top, 28.5 mm at the bottom of the comprehensive report. */
export function reportPageMargins(kind: ReportLayoutProps['kind']): { top: string; bottom: string } {
  return { top: '45mm', bottom: kind === 'comprehensive' ? '28.5mm' : '22mm' };
}

// Chromium's margin templates start at font-size 0 with no page margin of their own.
const TEMPLATE_STYLE = '<style>html,body{margin:0;font-size:10pt;-webkit-print-color-adjust:exact}</style>';

export function renderReportHtml(props: ReportLayoutProps): ReportHtml {
  const body = renderToStaticMarkup(h(ReportLayout, props));
  const document =
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Report</title>' +
    '<style>@page{size:A4 portrait}html,body{margin:0;padding:0 15mm;-webkit-print-color-adjust:exact}</style>' +
    `</head><body>${body}</body></html>`;
  return {
    document,
    headerTemplate:
      TEMPLATE_STYLE +
      `<div style="width:100%;padding-top:8mm">${renderToStaticMarkup(h(ReportHeader, { report: props.report }))}</div>`,
    footerTemplate:
      TEMPLATE_STYLE +
      renderToStaticMarkup(
        h(ReportFooter, {
          productName: props.productName,
          copyrightYear: props.copyrightYear,
          pageNumbers: true,
        }),
      ),
  };
}
