#ifndef WATERFALL_GIF_FRAME_H
#define WATERFALL_GIF_FRAME_H

/* What the GIF decoder of first frames (gif_decoder.c) and the GIF animation decoder
   (animation_decoder.c) share: the job, giflib's input and error codes, opening the screen,
   finding the next image and drawing it. Internal to CImageCodecs. */

#include <gif_lib.h>

#include "decode_job.h"

/* Everything one GIF decode owns (see struct decode_job). */
struct gif_job {
    struct decode_job base;
    GifFileType *gif;
    /* The next byte giflib reads. */
    size_t offset;
    GifPixelType *line;
};

/* giflib's input function: the next `count` bytes, fewer at the end of the data (giflib then
   reports D_GIF_ERR_READ_FAILED). */
int ic_gif_read(GifFileType *gif, GifByteType *destination, int count);

/* giflib's error code as our status, with a reason in the image. */
ic_status ic_gif_failure(struct gif_job *job, int code);

/* Opens the GIF of the job's data: the screen descriptor and global colour table, an empty
   screen refused, the screen's size recorded (image source_width × source_height) and checked
   against the limits. */
ic_status ic_gif_open(struct gif_job *job);

/* Reads the blocks up to the next image descriptor (included), keeping the last graphic
   control extension before it in *control (no transparency, no delay, no disposal when there
   is none); *ended is set instead when the file's trailer comes first. */
ic_status ic_gif_next_image(struct gif_job *job, GraphicsControlBlock *control, int *ended);

/* Decodes the frame just described (gif->Image) onto the screen held in the job's image (its
   pixels, width and height, and its alpha when there is one: 255 where the frame is drawn):
   pixels of the `transparent` index and indices beyond the colour table leave the screen as it
   is, and the frame is cut at the screen's edges. Allocates
   job->line (the caller frees it). Time O(frame pixels + frame data). */
ic_status ic_gif_decode_frame(struct gif_job *job, int transparent);

#endif
