extension PictureAnimation {
    /// The animation with at most `count` frames (at least 1): when it has more, every k-th
    /// frame is kept (k the least that brings them within `count`), each shown for the delays
    /// of the frames it stands for, so the animation keeps its length and pace; ``cutShort``
    /// stays. O(frames).
    func thinned(toAtMost count: Int) -> PictureAnimation {
        let most = max(1, count)
        guard frames.count > most else { return self }
        let step = (frames.count + most - 1) / most
        let kept = stride(from: 0, to: frames.count, by: step).map { start in
            let group = frames[start ..< min(frames.count, start + step)]
            return Frame(picture: group[start].picture, delay: group.reduce(.zero) { $0 + $1.delay })
        }
        return PictureAnimation(frames: kept, cutShort: cutShort)
    }
}
