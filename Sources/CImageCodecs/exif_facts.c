/* ic_read_exif_facts: when, with which camera and lens a photo was taken, from its EXIF block.
   Bounded like the orientation's reader: every offset is checked against the block. */

#include "exif_facts.h"

#include <string.h>

#include "tiff_fields.h"

enum {
    TAG_MAKE = 0x010F,
    TAG_MODEL = 0x0110,
    TAG_EXIF_DIRECTORY = 0x8769,
    TAG_DATE_ORIGINAL = 0x9003,
    TAG_DATE_DIGITIZED = 0x9004,
    TAG_LENS_MAKE = 0xA433,
    TAG_LENS_MODEL = 0xA434,
    TYPE_ASCII = 2,
    TYPE_LONG = 4,
    TYPE_IFD = 13,
    /* "YYYY:MM:DD HH:MM:SS" */
    DATE_LENGTH = 19
};

/* The bytes of an ASCII entry's value (inline when at most 4, else at its offset), or NULL
   when they lie outside the block; *count is set to their number. */
static const uint8_t *ascii_value(const uint8_t *tiff, size_t size, uint64_t entry, int little,
                                  uint32_t *count) {
    if (tiff_field16(tiff + entry + 2, little) != TYPE_ASCII) return NULL;
    uint64_t length = tiff_field32(tiff + entry + 4, little);
    if (length <= 4) {
        *count = (uint32_t)length;
        return tiff + entry + 8;
    }
    uint64_t offset = tiff_field32(tiff + entry + 8, little);
    if (offset > size || length > size - offset) return NULL;
    *count = (uint32_t)length;
    return tiff + offset;
}

/* Copies an ASCII entry's text into text[0 ..< IC_EXIF_TEXT_CAPACITY]: up to its first NUL,
   without trailing spaces, cut to fit. Leaves text empty when the value is not ASCII or lies
   outside the block. */
static void copy_text(const uint8_t *tiff, size_t size, uint64_t entry, int little, char *text) {
    uint32_t count = 0;
    const uint8_t *value = ascii_value(tiff, size, entry, little, &count);
    size_t length = 0;
    if (value != NULL) {
        while (length < count && length < IC_EXIF_TEXT_CAPACITY - 1 && value[length] != 0) length++;
        while (length > 0 && value[length - 1] == ' ') length--;
        memcpy(text, value, length);
    }
    text[length] = 0;
}

static int two_digits(const uint8_t *at, int *value) {
    if (at[0] < '0' || at[0] > '9' || at[1] < '0' || at[1] > '9') return 0;
    *value = (at[0] - '0') * 10 + (at[1] - '0');
    return 1;
}

static int days_in_month(int year, int month) {
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : days[month - 1];
}

/* Reads an EXIF date entry ("YYYY:MM:DD HH:MM:SS", a NUL or nothing after it) into facts;
   returns 0, leaving facts as they were, when it is missing, malformed or not a valid date and
   time (such as the "0000:00:00 00:00:00" of unset clocks). */
static int read_date(const uint8_t *tiff, size_t size, uint64_t entry, int little, ic_exif_facts *facts) {
    uint32_t count = 0;
    const uint8_t *value = ascii_value(tiff, size, entry, little, &count);
    if (value == NULL || count < DATE_LENGTH) return 0;
    if (count > DATE_LENGTH && value[DATE_LENGTH] != 0) return 0;
    if (value[4] != ':' || value[7] != ':' || value[10] != ' ' || value[13] != ':' || value[16] != ':') return 0;
    int century, years, month, day, hour, minute, second;
    if (!two_digits(value, &century) || !two_digits(value + 2, &years) || !two_digits(value + 5, &month)
        || !two_digits(value + 8, &day) || !two_digits(value + 11, &hour) || !two_digits(value + 14, &minute)
        || !two_digits(value + 17, &second)) return 0;
    int year = century * 100 + years;
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > days_in_month(year, month)) return 0;
    if (hour > 23 || minute > 59 || second > 59) return 0;
    facts->year = (uint16_t)year;
    facts->month = (uint8_t)month;
    facts->day = (uint8_t)day;
    facts->hour = (uint8_t)hour;
    facts->minute = (uint8_t)minute;
    facts->second = (uint8_t)second;
    return 1;
}

/* Reads the EXIF directory at `directory`: the date taken (original, else digitized) and the
   lens. */
static void read_exif_directory(const uint8_t *tiff, size_t size, uint64_t directory, int little,
                                ic_exif_facts *facts) {
    uint32_t entries = tiff_entry_count(tiff, size, directory, little);
    uint64_t digitized = 0;
    int has_original = 0;
    for (uint32_t index = 0; index < entries; index++) {
        uint64_t entry = directory + 2 + (uint64_t)index * TIFF_ENTRY_BYTES;
        switch (tiff_field16(tiff + entry, little)) {
        case TAG_DATE_ORIGINAL: has_original = read_date(tiff, size, entry, little, facts); break;
        case TAG_DATE_DIGITIZED: digitized = entry; break;
        case TAG_LENS_MAKE: copy_text(tiff, size, entry, little, facts->lens_make); break;
        case TAG_LENS_MODEL: copy_text(tiff, size, entry, little, facts->lens_model); break;
        default: break;
        }
    }
    if (!has_original && digitized != 0) read_date(tiff, size, digitized, little, facts);
}

void ic_read_exif_facts(const uint8_t *tiff, size_t size, ic_exif_facts *facts) {
    if (facts == NULL) return;
    memset(facts, 0, sizeof *facts);
    int little;
    uint64_t directory;
    if (!tiff_open(tiff, size, &little, &directory)) return;
    uint32_t entries = tiff_entry_count(tiff, size, directory, little);
    uint64_t exif_directory = 0;
    for (uint32_t index = 0; index < entries; index++) {
        uint64_t entry = directory + 2 + (uint64_t)index * TIFF_ENTRY_BYTES;
        uint32_t tag = tiff_field16(tiff + entry, little);
        uint32_t type = tiff_field16(tiff + entry + 2, little);
        if (tag == TAG_MAKE) {
            copy_text(tiff, size, entry, little, facts->make);
        } else if (tag == TAG_MODEL) {
            copy_text(tiff, size, entry, little, facts->model);
        } else if (tag == TAG_EXIF_DIRECTORY && (type == TYPE_LONG || type == TYPE_IFD)
                   && tiff_field32(tiff + entry + 4, little) == 1) {
            exif_directory = tiff_field32(tiff + entry + 8, little);
        }
    }
    if (exif_directory >= 8 && exif_directory != directory) {
        read_exif_directory(tiff, size, exif_directory, little, facts);
    }
}
