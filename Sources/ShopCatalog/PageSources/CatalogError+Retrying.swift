extension CatalogError: RetryAdvising {
    /// A simulated network failure may pass (the next attempt draws again); every other
    /// catalog error is in the data or the options and would fail the same way.
    public var retryAdvice: RetryAdvice {
        if case .simulatedFailure = self { return .transient(after: nil) }
        return .permanent
    }
}
