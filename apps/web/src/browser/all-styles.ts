// Every Mantine component's styles (dates and notifications included), fetched after the first page: see
// load-all-styles.ts.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
