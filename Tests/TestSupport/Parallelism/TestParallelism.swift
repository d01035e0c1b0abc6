import CTestParallelism

/// How many tests Swift Testing runs at once in this bundle (see Tests/CTestParallelism): the
/// bound set when the bundle loads, unless the environment gave one.
public enum TestParallelism {
    /// The bound in force, nil when none is (then Swift Testing starts every test it can).
    public static var width: Int? {
        wf_test_parallelism_width().flatMap { Int(String(cString: $0)) }
    }
}
