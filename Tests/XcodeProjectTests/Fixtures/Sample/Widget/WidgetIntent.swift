struct WidgetIntent {}
