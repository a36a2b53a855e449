/**
 * The product's own Prometheus metrics, named once: the processes register them, and the Grafana dashboard, the
 * alert rules and the HPA (k8s/) name them. Every label value is a pattern, queue, job, status or kind name from the
 * contracts, never an id, an address or anything a patient said.
 */
export const METRIC = {
  /** Requests to other services, timed by the caller. Labels: pattern, status ('ok' or the AppError code). */
  rpcClientDuration: 'medi_rpc_client_duration_seconds',
  /** Requests handled, timed by the service. Labels: pattern, status. */
  rpcServerDuration: 'medi_rpc_server_duration_seconds',
  /** Jobs in each state, read from Redis at scrape time. Labels: queue, state. */
  queueJobs: 'medi_queue_jobs',
  /** How long the oldest waiting job of a queue has waited (0 when none waits). Label: queue. */
  queueOldestWaiting: 'medi_queue_oldest_waiting_seconds',
  /** From a job's creation to its first run. Label: queue. */
  jobWait: 'medi_job_wait_seconds',
  /** One run of a job. Labels: queue, status ('ok' or 'failed'). */
  jobDuration: 'medi_job_duration_seconds',
  /** Open TCP connections of the gateway, WebSockets included (the HPA's per-pod metric). */
  gatewayOpenConnections: 'medi_gateway_open_connections',
  /** Transcription WebSockets open on this gateway. */
  gatewayLiveSockets: 'medi_gateway_transcription_sockets',
  /** Live consultations run by this session replica (the HPA's per-pod metric). */
  sessionLiveConsultations: 'medi_session_live_consultations',
  /** From the gateway receiving the last audio of an utterance to its final segment being saved. */
  transcriptionLag: 'medi_transcription_lag_seconds',
  /** One PDF rendered by Chromium. Labels: kind, status. */
  pdfRenderDuration: 'medi_pdf_render_duration_seconds',
  /** E-mails handed to SMTP. Labels: mailer (the service whose MailModule sends them), status ('ok' or 'failed'). */
  mailDeliveries: 'medi_mail_deliveries_total',
  /** Promises that rejected with no handler: logged, and the process kept serving (UnhandledRejectionMonitor). */
  unhandledRejections: 'medi_unhandled_rejections_total',
} as const;

export const STATUS_OK = 'ok';
export const STATUS_FAILED = 'failed';
