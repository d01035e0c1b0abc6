"""Helpers of Data/make_photos.py: reading the source packages, their licence records and the
photos' headers. Everything here but `rendering` needs only the Python standard library."""
