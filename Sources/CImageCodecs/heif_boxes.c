/* ic_read_heif_boxes: the primary image of a HEIF or AVIF file from its boxes, without
   decoding (the decoders' use of it is in heif_layout.c). */

#include "heif_boxes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "big_endian.h"
#include "decode_job.h"

/* The most properties one item may be associated with (ipma counts them in a byte). */
#define MAX_ASSOCIATIONS 255

struct box_scan {
    const uint8_t *data;
    size_t size;
    size_t max_scan;
    uint64_t *needed_bytes;
    char *message;
    /* "HEIF" or "AVIF", for the messages. */
    const char *name;
};

/* A box: its type, where its body starts and where it ends. */
struct box {
    char type[4];
    uint64_t body;
    uint64_t end;
};

/* The property indices (1-based, ipco order) associated with one item. */
struct associations {
    uint32_t count;
    uint16_t index[MAX_ASSOCIATIONS];
};

/* What the meta box says, before it is checked. */
struct meta_reading {
    uint32_t primary;
    int has_primary;
    char primary_type[4];
    int primary_protected;
    int primary_found;
    uint32_t first_tile;
    char tile_type[4];
    int tile_found;
    uint32_t tiles;
    struct associations primary_properties;
    struct associations tile_properties;
    int has_ispe;
    int has_tile_ispe;
    int has_clap;
    uint32_t clap[8];
    int angle;
    int mirror;
    int has_auxiliary;
};

static ic_header_status fail(struct box_scan *scan, ic_header_status status, const char *text) {
    snprintf(scan->message, IC_MESSAGE_CAPACITY, "%s", text);
    return status;
}

/* An unsupported feature, named with the format. */
static ic_header_status refuse(struct box_scan *scan, const char *text) {
    snprintf(scan->message, IC_MESSAGE_CAPACITY, "%s %s", scan->name, text);
    return IC_HEADER_UNSUPPORTED;
}

/* Whether data[0 ..< end] may be read; when not, *status says why (too far, or more needed). */
static int available(struct box_scan *scan, uint64_t end, ic_header_status *status) {
    if (end > scan->max_scan) {
        *status = IC_HEADER_TOO_FAR;
        return 0;
    }
    if (end > scan->size) {
        *scan->needed_bytes = end;
        *status = IC_HEADER_NEED_MORE;
        return 0;
    }
    return 1;
}

/* Reads the header of the box at `at`, which must end by `limit` (0: a top-level box, ending
   anywhere). IC_HEADER_OK, or why not. */
static ic_header_status read_box(struct box_scan *scan, uint64_t at, uint64_t limit,
                                 struct box *box) {
    ic_header_status status;
    if (!available(scan, at + 8, &status)) return status;
    const uint8_t *bytes = scan->data + at;
    uint64_t size = big32(bytes);
    memcpy(box->type, bytes + 4, 4);
    box->body = at + 8;
    if (size == 1) {
        if (!available(scan, at + 16, &status)) return status;
        size = (uint64_t)big32(bytes + 8) << 32 | big32(bytes + 12);
        box->body = at + 16;
    } else if (size == 0) {
        return fail(scan, IC_HEADER_CORRUPT, "a box that runs to the end of the file before the image's description");
    }
    if (size < box->body - at || size > UINT64_MAX / 2 - at)
        return fail(scan, IC_HEADER_CORRUPT, "a box shorter than its header");
    box->end = at + size;
    if (limit != 0 && box->end > limit) return fail(scan, IC_HEADER_CORRUPT, "a box larger than the box around it");
    return IC_HEADER_OK;
}

static int is_type(const struct box *box, const char *type) {
    return memcmp(box->type, type, 4) == 0;
}

/* An item ID of 16 bits (version 0) or 32 bits at *at, which must lie before end; advances. */
static int read_id(struct box_scan *scan, uint64_t *at, uint64_t end, int wide, uint32_t *id) {
    uint64_t bytes = wide ? 4 : 2;
    if (*at + bytes > end) return 0;
    *id = wide ? big32(scan->data + *at) : big16(scan->data + *at);
    *at += bytes;
    return 1;
}

static ic_header_status read_pitm(struct box_scan *scan, const struct box *box, struct meta_reading *meta) {
    uint64_t at = box->body + 4;
    if (at > box->end || !read_id(scan, &at, box->end, scan->data[box->body] != 0, &meta->primary))
        return fail(scan, IC_HEADER_CORRUPT, "pitm: too short");
    meta->has_primary = 1;
    return IC_HEADER_OK;
}

/* iref: the grid's tiles (dimg from the primary image) and auxiliary images (auxl, from an
   alpha or depth image to the primary image). */
static ic_header_status read_iref(struct box_scan *scan, const struct box *iref, struct meta_reading *meta) {
    if (iref->body + 4 > iref->end) return fail(scan, IC_HEADER_CORRUPT, "iref: too short");
    int wide = scan->data[iref->body] != 0;
    for (uint64_t at = iref->body + 4; at < iref->end;) {
        struct box reference;
        ic_header_status status = read_box(scan, at, iref->end, &reference);
        if (status != IC_HEADER_OK) return status;
        uint64_t cursor = reference.body;
        uint32_t from, to;
        if (!read_id(scan, &cursor, reference.end, wide, &from) || cursor + 2 > reference.end)
            return fail(scan, IC_HEADER_CORRUPT, "iref: a reference too short");
        uint32_t count = big16(scan->data + cursor);
        cursor += 2;
        if (cursor + (uint64_t)count * (wide ? 4 : 2) > reference.end)
            return fail(scan, IC_HEADER_CORRUPT, "iref: more references than the box holds");
        for (uint32_t i = 0; i < count; i++) {
            read_id(scan, &cursor, reference.end, wide, &to);
            if (!meta->has_primary) continue;
            if (is_type(&reference, "dimg") && from == meta->primary && i == 0) {
                meta->first_tile = to;
                meta->tiles = count;
            }
            if (is_type(&reference, "auxl") && to == meta->primary) meta->has_auxiliary = 1;
        }
        at = reference.end;
    }
    return IC_HEADER_OK;
}

/* iinf: the item types of the primary image and of the grid's first tile. */
static ic_header_status read_iinf(struct box_scan *scan, const struct box *iinf, struct meta_reading *meta) {
    if (iinf->body + 6 > iinf->end) return fail(scan, IC_HEADER_CORRUPT, "iinf: too short");
    uint64_t at = iinf->body + (scan->data[iinf->body] == 0 ? 6 : 8);
    while (at < iinf->end) {
        struct box entry;
        ic_header_status status = read_box(scan, at, iinf->end, &entry);
        if (status != IC_HEADER_OK) return status;
        if (is_type(&entry, "infe") && entry.body + 4 <= entry.end && scan->data[entry.body] >= 2) {
            uint64_t cursor = entry.body + 4;
            uint32_t id;
            int wide = scan->data[entry.body] >= 3;
            if (!read_id(scan, &cursor, entry.end, wide, &id) || cursor + 6 > entry.end)
                return fail(scan, IC_HEADER_CORRUPT, "infe: too short");
            const uint8_t *type = scan->data + cursor + 2;
            if (meta->has_primary && id == meta->primary) {
                memcpy(meta->primary_type, type, 4);
                meta->primary_protected = big16(scan->data + cursor) != 0;
                meta->primary_found = 1;
            }
            if (meta->tiles > 0 && id == meta->first_tile) {
                memcpy(meta->tile_type, type, 4);
                meta->tile_found = 1;
            }
        }
        at = entry.end;
    }
    return IC_HEADER_OK;
}

/* ipma: the properties of the primary image and of the first tile. */
static ic_header_status read_ipma(struct box_scan *scan, const struct box *ipma, struct meta_reading *meta) {
    if (ipma->body + 8 > ipma->end) return fail(scan, IC_HEADER_CORRUPT, "ipma: too short");
    int wide_ids = scan->data[ipma->body] >= 1;
    int wide_indices = (scan->data[ipma->body + 3] & 1) != 0;
    uint32_t entries = big32(scan->data + ipma->body + 4);
    uint64_t at = ipma->body + 8;
    for (uint32_t entry = 0; entry < entries; entry++) {
        uint32_t id;
        if (!read_id(scan, &at, ipma->end, wide_ids, &id) || at + 1 > ipma->end)
            return fail(scan, IC_HEADER_CORRUPT, "ipma: more entries than the box holds");
        uint32_t count = scan->data[at++];
        if (at + (uint64_t)count * (wide_indices ? 2 : 1) > ipma->end)
            return fail(scan, IC_HEADER_CORRUPT, "ipma: more associations than the box holds");
        struct associations *target = NULL;
        if (meta->has_primary && id == meta->primary) target = &meta->primary_properties;
        else if (meta->tiles > 0 && id == meta->first_tile) target = &meta->tile_properties;
        for (uint32_t i = 0; i < count; i++) {
            uint32_t index = wide_indices ? big16(scan->data + at) & 0x7FFF : scan->data[at] & 0x7F;
            at += wide_indices ? 2 : 1;
            if (target != NULL && target->count < MAX_ASSOCIATIONS) target->index[target->count++] = (uint16_t)index;
        }
    }
    return IC_HEADER_OK;
}

static int associated(const struct associations *list, uint32_t index) {
    for (uint32_t i = 0; i < list->count; i++)
        if (list->index[i] == index) return 1;
    return 0;
}

/* The chroma of hvcC's chroma_format_idc (0 monochrome, 1 4:2:0, 2 4:2:2, 3 4:4:4) as the
   samples a pixel's planes hold, in quarters. */
static uint8_t hevc_plane_quarters(uint8_t chroma_format) {
    static const uint8_t quarters[4] = {4, 6, 8, 12};
    return quarters[chroma_format & 3];
}

/* The chroma of av1C's flags byte (mono_chrome, chroma_subsampling_x and _y) as the samples a
   pixel's planes hold, in quarters. */
static uint8_t av1_plane_quarters(uint8_t flags) {
    if (flags & 0x10) return 4;
    if (flags & 0x08) return (flags & 0x04) ? 6 : 8;
    return 12;
}

/* What a pixi, hvcC or av1C property says of the coding: the most bits per sample and samples
   per pixel go into the layout; av1C sets av1. Other properties say nothing. */
static void read_coding(struct box_scan *scan, const struct box *property, struct ic_heif_layout *layout) {
    const uint8_t *body = scan->data + property->body;
    uint64_t length = property->end - property->body;
    uint32_t depth = 0;
    uint8_t quarters = 0;
    if (is_type(property, "pixi") && length >= 5) {
        for (uint64_t i = 0; i < body[4] && 5 + i < length; i++)
            if (body[5 + i] > depth) depth = body[5 + i];
    } else if (is_type(property, "hvcC") && length >= 19) {
        depth = (body[17] & 7) + 8u;
        quarters = hevc_plane_quarters(body[16]);
    } else if (is_type(property, "av1C") && length >= 3) {
        layout->av1 = 1;
        depth = (body[2] & 0x40) ? ((body[2] & 0x20) ? 12u : 10u) : 8u;
        quarters = av1_plane_quarters(body[2]);
    }
    if (depth > layout->depth) layout->depth = (uint8_t)(depth > 255 ? 255 : depth);
    if (quarters > layout->plane_quarters) layout->plane_quarters = quarters;
}

/* One property of the primary image. */
static ic_header_status read_primary_property(struct box_scan *scan, const struct box *property,
                                              struct meta_reading *meta, struct ic_heif_layout *layout) {
    const uint8_t *body = scan->data + property->body;
    uint64_t length = property->end - property->body;
    if (is_type(property, "ispe")) {
        if (length < 12) return fail(scan, IC_HEADER_CORRUPT, "ispe: too short");
        layout->coded_width = big32(body + 4);
        layout->coded_height = big32(body + 8);
        meta->has_ispe = 1;
    } else if (is_type(property, "clap")) {
        if (length < 32) return fail(scan, IC_HEADER_CORRUPT, "clap: too short");
        for (int i = 0; i < 8; i++) meta->clap[i] = big32(body + 4 * i);
        meta->has_clap = 1;
    } else if (is_type(property, "irot") && length >= 1) {
        meta->angle = body[0] & 3;
    } else if (is_type(property, "imir") && length >= 1) {
        meta->mirror = 1 + (body[0] & 1);
    }
    read_coding(scan, property, layout);
    return IC_HEADER_OK;
}

/* One property of the grid's first tile. */
static void read_tile_property(struct box_scan *scan, const struct box *property, struct meta_reading *meta,
                               struct ic_heif_layout *layout) {
    const uint8_t *body = scan->data + property->body;
    if (is_type(property, "ispe") && property->end - property->body >= 12) {
        layout->tile_width = big32(body + 4);
        layout->tile_height = big32(body + 8);
        meta->has_tile_ispe = 1;
    }
    read_coding(scan, property, layout);
}

static ic_header_status read_ipco(struct box_scan *scan, const struct box *ipco, struct meta_reading *meta,
                                  struct ic_heif_layout *layout) {
    uint32_t index = 1;
    for (uint64_t at = ipco->body; at < ipco->end; index++) {
        struct box property;
        ic_header_status status = read_box(scan, at, ipco->end, &property);
        if (status != IC_HEADER_OK) return status;
        if (associated(&meta->primary_properties, index)) {
            status = read_primary_property(scan, &property, meta, layout);
            if (status != IC_HEADER_OK) return status;
        }
        if (associated(&meta->tile_properties, index)) read_tile_property(scan, &property, meta, layout);
        at = property.end;
    }
    return IC_HEADER_OK;
}

/* iprp: ipma first (which properties matter), then ipco. */
static ic_header_status read_iprp(struct box_scan *scan, const struct box *iprp, struct meta_reading *meta,
                                  struct ic_heif_layout *layout) {
    struct box ipco = {{0}, 0, 0}, child;
    int has_ipco = 0;
    for (uint64_t at = iprp->body; at < iprp->end; at = child.end) {
        ic_header_status status = read_box(scan, at, iprp->end, &child);
        if (status != IC_HEADER_OK) return status;
        if (is_type(&child, "ipco") && !has_ipco) {
            ipco = child;
            has_ipco = 1;
        } else if (is_type(&child, "ipma")) {
            status = read_ipma(scan, &child, meta);
            if (status != IC_HEADER_OK) return status;
        }
    }
    if (!has_ipco) return fail(scan, IC_HEADER_CORRUPT, "no item properties (ipco)");
    return read_ipco(scan, &ipco, meta, layout);
}

/* One side of the clean aperture: its size rounded to nearest, and its start, the floor of
   (coded − size) / 2 + offset. 0 when it does not fit in the coded side. */
static int clap_side(uint32_t coded, uint32_t size_n, uint32_t size_d, uint32_t offset_n, uint32_t offset_d,
                     uint32_t *start, uint32_t *size) {
    if (size_d == 0 || offset_d == 0) return 0;
    uint64_t rounded = ((uint64_t)size_n + size_d / 2) / size_d;
    if (rounded == 0 || rounded > coded) return 0;
    int64_t numerator = (int64_t)(coded - rounded) * offset_d + 2 * (int64_t)(int32_t)offset_n;
    int64_t denominator = 2 * (int64_t)offset_d;
    int64_t first = numerator >= 0 ? numerator / denominator : -((-numerator + denominator - 1) / denominator);
    if (first < 0 || (uint64_t)first + rounded > coded) return 0;
    *start = (uint32_t)first;
    *size = (uint32_t)rounded;
    return 1;
}

/* irot (anticlockwise quarter turns) then imir (1: top and bottom exchanged, 2: left and
   right), as the EXIF orientation that shows the same. */
static uint8_t orientation_of(int angle, int mirror) {
    static const uint8_t table[4][3] = {{1, 4, 2}, {8, 5, 7}, {3, 2, 4}, {6, 7, 5}};
    return table[angle & 3][mirror < 0 || mirror > 2 ? 0 : mirror];
}

static int is_coded_type(const char *type) {
    return memcmp(type, "hvc1", 4) == 0 || memcmp(type, "av01", 4) == 0;
}

/* Checks what meta said and completes the layout. */
static ic_header_status complete_layout(struct box_scan *scan, struct meta_reading *meta,
                                       struct ic_heif_layout *layout) {
    if (!meta->has_primary || !meta->primary_found) return fail(scan, IC_HEADER_CORRUPT, "no primary image");
    if (meta->primary_protected) return refuse(scan, "with a protected (encrypted) image");
    int grid = memcmp(meta->primary_type, "grid", 4) == 0;
    if (!grid && !is_coded_type(meta->primary_type))
        return refuse(scan, "whose image is neither HEVC, AV1 nor a grid of them");
    if (!meta->has_ispe) return fail(scan, IC_HEADER_CORRUPT, "no image size (ispe)");
    if (layout->coded_width == 0 || layout->coded_height == 0)
        return fail(scan, IC_HEADER_CORRUPT, "the image size (ispe) claims no pixels");
    if (grid) {
        if (meta->tiles == 0 || !meta->tile_found) return fail(scan, IC_HEADER_CORRUPT, "a grid without tiles");
        if (!is_coded_type(meta->tile_type))
            return refuse(scan, "whose grid tiles are neither HEVC nor AV1");
        if (!meta->has_tile_ispe || layout->tile_width == 0 || layout->tile_height == 0)
            return fail(scan, IC_HEADER_CORRUPT, "a grid tile without a size (ispe)");
        layout->grid = 1;
        layout->tiles = meta->tiles;
    } else {
        layout->tiles = 1;
        layout->tile_width = layout->coded_width;
        layout->tile_height = layout->coded_height;
        if (memcmp(meta->primary_type, "av01", 4) == 0) layout->av1 = 1;
    }
    layout->crop_width = layout->coded_width;
    layout->crop_height = layout->coded_height;
    if (meta->has_clap) {
        const uint32_t *c = meta->clap;
        if (!clap_side(layout->coded_width, c[0], c[1], c[4], c[5], &layout->crop_left, &layout->crop_width) ||
            !clap_side(layout->coded_height, c[2], c[3], c[6], c[7], &layout->crop_top, &layout->crop_height))
            return fail(scan, IC_HEADER_CORRUPT, "the clean aperture (clap) lies outside the image");
    }
    layout->orientation = orientation_of(meta->angle, meta->mirror);
    int transposes = ic_orientation_transposes(layout->orientation);
    layout->width = transposes ? layout->crop_height : layout->crop_width;
    layout->height = transposes ? layout->crop_width : layout->crop_height;
    layout->may_have_alpha = (uint8_t)meta->has_auxiliary;
    if (layout->plane_quarters == 0) layout->plane_quarters = 12;
    return IC_HEADER_OK;
}

static ic_header_status read_meta(struct box_scan *scan, const struct box *meta_box, struct ic_heif_layout *layout) {
    if (meta_box->body + 4 > meta_box->end) return fail(scan, IC_HEADER_CORRUPT, "meta: too short");
    struct box pitm = {{0}, 0, 0}, iinf = pitm, iref = pitm, iprp = pitm, child;
    for (uint64_t at = meta_box->body + 4; at < meta_box->end; at = child.end) {
        ic_header_status status = read_box(scan, at, meta_box->end, &child);
        if (status != IC_HEADER_OK) return status;
        if (is_type(&child, "pitm") && pitm.end == 0) pitm = child;
        if (is_type(&child, "iinf") && iinf.end == 0) iinf = child;
        if (is_type(&child, "iref") && iref.end == 0) iref = child;
        if (is_type(&child, "iprp") && iprp.end == 0) iprp = child;
    }
    if (pitm.end == 0) return fail(scan, IC_HEADER_CORRUPT, "no primary image (pitm)");
    if (iinf.end == 0) return fail(scan, IC_HEADER_CORRUPT, "no item information (iinf)");
    if (iprp.end == 0) return fail(scan, IC_HEADER_CORRUPT, "no item properties (iprp)");
    struct meta_reading *meta = calloc(1, sizeof *meta);
    if (meta == NULL) return fail(scan, IC_HEADER_CORRUPT, "out of memory");
    ic_header_status status = read_pitm(scan, &pitm, meta);
    if (status == IC_HEADER_OK && iref.end != 0) status = read_iref(scan, &iref, meta);
    if (status == IC_HEADER_OK) status = read_iinf(scan, &iinf, meta);
    if (status == IC_HEADER_OK) status = read_iprp(scan, &iprp, meta, layout);
    if (status == IC_HEADER_OK) status = complete_layout(scan, meta, layout);
    free(meta);
    return status;
}

ic_header_status ic_read_heif_boxes(const uint8_t *data, size_t size, size_t max_scan, int avif,
                                    struct ic_heif_layout *layout, uint64_t *needed_bytes,
                                    char *message) {
    struct box_scan scan = {data, size, max_scan, needed_bytes, message, avif ? "AVIF" : "HEIF"};
    memset(layout, 0, sizeof *layout);
    layout->orientation = 1;
    struct box box;
    ic_header_status status = read_box(&scan, 0, 0, &box);
    if (status != IC_HEADER_OK) return status;
    if (!is_type(&box, "ftyp")) return fail(&scan, IC_HEADER_CORRUPT, "no file type box (ftyp) first");
    for (uint64_t at = box.end;; at = box.end) {
        status = read_box(&scan, at, 0, &box);
        if (status != IC_HEADER_OK) return status;
        if (is_type(&box, "meta")) break;
    }
    if (!available(&scan, box.end, &status)) return status;
    status = read_meta(&scan, &box, layout);
    if (status == IC_HEADER_OK && avif && !layout->av1)
        return refuse(&scan, "whose image is not AV1");
    return status;
}
