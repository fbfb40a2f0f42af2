struct WidgetBundle {}
