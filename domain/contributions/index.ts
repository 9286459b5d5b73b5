export * from './contribution-schemas';
export { DONOR_CSV_COLUMNS, donorCsv, donorCsvFileName, escapeCsvCell } from './donor-csv';
export { RELATIONSHIP_CHOICES, relationshipLabel } from './relationships';
