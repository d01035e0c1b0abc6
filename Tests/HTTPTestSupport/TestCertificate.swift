import Foundation
import TestSupport

/// A certificate and its private key made for a test by `openssl` (installed by `.ci/setup`), in
/// PEM files of a scratch directory that lives as long as this value.
public struct TestCertificate: Sendable {
    /// What the certificate is like.
    public enum Kind: Sendable {
        /// Self-signed, valid from now for two days, for `names` (`DNS:localhost`, `IP:127.0.0.1`).
        case valid(names: [String])
        /// Self-signed for `localhost`, and expired a day ago.
        case expired
    }

    /// The certificate's PEM file.
    public let certificate: String
    /// The private key's PEM file.
    public let key: String
    private let directory: TemporaryDirectory

    /// Makes a P-256 key and a certificate of `kind`. Throws when `openssl` is missing or fails.
    public init(_ kind: Kind) throws {
        let directory = try TemporaryDirectory()
        self.directory = directory
        certificate = directory.path + "/certificate.pem"
        key = directory.path + "/key.pem"
        let openssl = try TestCertificate.openssl()
        let newKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", key, "-subj", "/CN=localhost"]
        switch kind {
        case .valid(let names):
            try TestCertificate.run(
                openssl, ["req", "-x509"] + newKey + ["-days", "2", "-addext", "subjectAltName=" + names.joined(separator: ","), "-out", certificate])
        case .expired:
            let request = directory.path + "/request.csr"
            try TestCertificate.run(openssl, ["req", "-new"] + newKey + ["-out", request])
            // `-days -1`: valid until a day before it was made.
            try TestCertificate.run(openssl, ["x509", "-req", "-in", request, "-signkey", key, "-days", "-1", "-out", certificate])
        }
    }

    /// Runs `openssl` with `arguments`; throws with its output when it fails.
    private static func run(_ openssl: String, _ arguments: [String]) throws {
        let (status, output) = try ProcessRunner.run(openssl, arguments)
        guard status == 0 else { throw TestCertificateError("openssl \(arguments.joined(separator: " ")) failed (\(status)): \(output)") }
    }

    /// The path of `openssl`, or a failure saying how to install it.
    private static func openssl() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(directory)/openssl")
        {
            return "\(directory)/openssl"
        }
        throw TestCertificateError("openssl is not installed, so the TLS tests cannot make certificates; install it with `.ci/setup`")
    }
}

/// Why a test certificate could not be made.
public struct TestCertificateError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
