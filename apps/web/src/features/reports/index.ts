// What other features use: the Export menu (CSV, XLSX with its notices) and the download of a server stream.
export { ExportMenu } from './ExportMenu';
export { exportReport } from './reports.api';
