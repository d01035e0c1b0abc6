/// How to start a decoder helper: an executable that runs ``DecoderWorker/serve()`` when given
/// these arguments, and the environment it gets (built from scratch: nothing of the browser's
/// environment reaches a helper).
public struct HelperCommand: Sendable, Hashable {
    /// The executable's path.
    public var path: String
    /// The program name the helper gets as `argv[0]`.
    public var name: String
    /// The arguments after the program name.
    public var arguments: [String]
    /// The helper's whole environment, besides `SWIFT_BACKTRACE=enable=no` (a crash ends the
    /// helper at once instead of starting the backtracer, which it could not run anyway).
    public var environment: [String: String]

    /// A command running `path` (named `name`, by default its last path component) with
    /// `arguments` in `environment`.
    public init(path: String, name: String? = nil, arguments: [String] = [DecoderWorker.argument], environment: [String: String] = [:]) {
        self.path = path
        self.name = name ?? String(path.split(separator: "/").last ?? Substring(path))
        self.arguments = arguments
        self.environment = environment
    }

    /// This very executable (`/proc/self/exe`, which stays the running file even if it is
    /// replaced on disk) with `decode-worker`: for programs whose `main` hands that argument to
    /// ``DecoderWorker/serve()``, as `waterfall`'s does, named `name` (its `argv[0]`).
    public static func thisExecutable(named name: String) -> HelperCommand {
        HelperCommand(path: "/proc/self/exe", name: name)
    }

    /// `argv` for the helper: ``name``, then ``arguments``.
    var argv: [String] {
        [name] + arguments
    }

    /// `envp` for the helper: ``environment`` as `NAME=value`, sorted, and no backtracer.
    var envp: [String] {
        var variables = environment
        variables["SWIFT_BACKTRACE"] = "enable=no"
        return variables.map { "\($0.key)=\($0.value)" }.sorted()
    }
}
