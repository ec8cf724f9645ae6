// The owner's reports: the header rows of the CSV exports (README, "Reports").
export const reportExportColumns = {
  bookings: ['Number', 'Date', 'Start', 'End', 'Bay', 'Status', 'Source', 'Customer', 'Phone', 'E-mail', 'Car', 'Plate', 'Services', 'Total (PKR)', 'Payment status', 'Paid at (Karachi)', 'Invoice number'],
  services: ['Service', 'Name', 'Kind', 'Bookings', 'Revenue (PKR)'],
  days: ['Date', 'Bookings', 'Collected (PKR)', 'Refunded (PKR)', 'Net (PKR)'],
  bays: ['Bay', 'Booked minutes', 'Open minutes', 'Utilisation'],
  hours: ['Weekday (1 = Monday)', 'Hour', 'Bookings'],
} as const;
