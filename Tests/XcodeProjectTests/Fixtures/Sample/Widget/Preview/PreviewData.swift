struct PreviewData {}
