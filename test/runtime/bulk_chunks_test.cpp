// The host's bulk element encoding (object_model.hpp): what put_chunk writes, take_chunk reads
// back, and a buffer cut inside a length or inside an element's bytes is told apart.
#include "core/object_model.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

using namespace rusteal::headless;
using Bytes = std::vector<std::uint8_t>;

TEST_CASE("bulk chunks: put_chunk's lengths and bytes read back, a cut buffer is named where it ends") {
    Bytes all;
    put_chunk(all, {1, 2, 3});
    put_chunk(all, {});
    put_chunk(all, {9});
    REQUIRE(all.size() == 4 + 3 + 4 + 0 + 4 + 1);
    const auto size = static_cast<std::uint32_t>(all.size());

    std::uint32_t at = 0;
    std::vector<Bytes> read;
    while (at < size) {
        Bytes one;
        REQUIRE(take_chunk(all.data(), size, at, one) == Chunk::Read);
        read.push_back(one);
    }
    CHECK(at == size);
    CHECK(read == std::vector<Bytes>{{1, 2, 3}, {}, {9}});

    SECTION("a buffer that ends inside a length") {
        std::uint32_t cut_at = 0;
        Bytes one{7};
        CHECK(take_chunk(all.data(), 3, cut_at, one) == Chunk::EndsInLength);
        CHECK(cut_at == 0);
        CHECK(one == Bytes{7});
        cut_at = 7; // past the first chunk, 2 bytes into the second one's length
        CHECK(take_chunk(all.data(), 9, cut_at, one) == Chunk::EndsInLength);
        CHECK(cut_at == 7);
    }
    SECTION("a buffer that ends inside an element's bytes") {
        std::uint32_t cut_at = 0;
        Bytes one{7};
        CHECK(take_chunk(all.data(), 6, cut_at, one) == Chunk::EndsInBytes);
        CHECK(cut_at == 0);
        CHECK(one == Bytes{7});
    }
    SECTION("a length near UINT32_MAX does not wrap around the bounds check") {
        Bytes huge{0xFF, 0xFF, 0xFF, 0xFF, 1, 2};
        std::uint32_t cut_at = 0;
        Bytes one;
        CHECK(take_chunk(huge.data(), static_cast<std::uint32_t>(huge.size()), cut_at, one) == Chunk::EndsInBytes);
        CHECK(cut_at == 0);
    }
}
