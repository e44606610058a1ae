final class NotificationCenter {}
