import CNcursesw

/// The size of a character cell in pixels as the kernel's window size of standard output gives
/// it (`TIOCGWINSZ`: the terminal reports its text area in pixels, divided here by its columns
/// and rows, rounded down).
public enum KernelCellSize {
    /// The cell size, or nil when standard output is not a terminal or the terminal does not
    /// fill in the pixel size. O(1), two system calls.
    public static func current() -> Size? {
        let width = Int(wf_kernel_cell_width())
        let height = Int(wf_kernel_cell_height())
        guard width > 0, height > 0 else { return nil }
        return Size(width: width, height: height)
    }
}
