// The container entries of the headless host's API table (FRustealContainerApi): arrays, maps
// and sets of an object's properties or of a temporary container, by element blob, one at a time
// or all at once (container_api.hpp).
#include "api/container_api.hpp"

#include "api/api_support.hpp"

#include <algorithm>

namespace rusteal::headless::api {

namespace {

std::int32_t array_len(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    return k ? static_cast<std::int32_t>(k->keys.size()) : -1;
}
ERustealErrorCode array_get(UObjectHandle o, FPropertyHandle p, std::int32_t i, std::uint8_t* out, std::uint32_t size, std::uint32_t* written) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    return copy_blob(k->keys[static_cast<std::size_t>(i)], out, size, written);
}
ERustealErrorCode array_set(UObjectHandle o, FPropertyHandle p, std::int32_t i, const std::uint8_t* in, std::uint32_t size) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    k->keys[static_cast<std::size_t>(i)] = blob(in, size);
    return RustealError_Ok;
}
ERustealErrorCode array_add(UObjectHandle o, FPropertyHandle p, const std::uint8_t* in, std::uint32_t size) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    k->keys.push_back(blob(in, size));
    return RustealError_Ok;
}
ERustealErrorCode array_remove(UObjectHandle o, FPropertyHandle p, std::int32_t i) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    k->keys.erase(k->keys.begin() + i);
    return RustealError_Ok;
}
ERustealErrorCode array_clear(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    k->keys.clear();
    return RustealError_Ok;
}
std::uint32_t array_element_size(FPropertyHandle p) {
    Property* pr = prop_of(p);
    if (!pr) return 0;
    Property e;
    e.kind = pr->inner;
    e.ustruct = pr->ustruct;
    layout_value(e);
    return e.size;
}
std::int32_t map_len(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    return k ? static_cast<std::int32_t>(k->keys.size()) : -1;
}
std::ptrdiff_t find_key(const Container& k, const std::uint8_t* key, std::uint32_t size) {
    for (std::size_t i = 0; i < k.keys.size(); ++i)
        if (k.keys[i].size() == size && (size == 0 || std::memcmp(k.keys[i].data(), key, size) == 0))
            return static_cast<std::ptrdiff_t>(i);
    return -1;
}
ERustealErrorCode map_find(UObjectHandle o, FPropertyHandle p, const std::uint8_t* key, std::uint32_t ks, std::uint8_t* out, std::uint32_t vs, std::uint32_t* written) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    const auto i = find_key(*k, key, ks);
    if (i < 0) return fail(RustealError_IndexOutOfRange, "the key is not in " + pr->name);
    return copy_blob(k->values[static_cast<std::size_t>(i)], out, vs, written);
}
ERustealErrorCode map_add(UObjectHandle o, FPropertyHandle p, const std::uint8_t* key, std::uint32_t ks, const std::uint8_t* val, std::uint32_t vs) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    const auto i = find_key(*k, key, ks);
    if (i >= 0) {
        k->values[static_cast<std::size_t>(i)] = blob(val, vs);
    } else {
        k->keys.push_back(blob(key, ks));
        k->values.push_back(blob(val, vs));
    }
    return RustealError_Ok;
}
ERustealErrorCode map_remove(UObjectHandle o, FPropertyHandle p, const std::uint8_t* key, std::uint32_t ks) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    const auto i = find_key(*k, key, ks);
    if (i >= 0) {
        k->keys.erase(k->keys.begin() + i);
        k->values.erase(k->values.begin() + i);
    }
    return RustealError_Ok;
}
ERustealErrorCode map_clear(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    k->keys.clear();
    k->values.clear();
    return RustealError_Ok;
}
ERustealErrorCode map_get_pair(UObjectHandle o, FPropertyHandle p, std::int32_t i, std::uint8_t* ko, std::uint32_t kbs, std::uint32_t* kw, std::uint8_t* vo, std::uint32_t vbs, std::uint32_t* vw) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Map, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    if (auto r = copy_blob(k->keys[static_cast<std::size_t>(i)], ko, kbs, kw)) return r;
    return copy_blob(k->values[static_cast<std::size_t>(i)], vo, vbs, vw);
}
std::int32_t set_len(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    return k ? static_cast<std::int32_t>(k->keys.size()) : -1;
}
bool set_contains(UObjectHandle o, FPropertyHandle p, const std::uint8_t* e, std::uint32_t s) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    return k && find_key(*k, e, s) >= 0;
}
ERustealErrorCode set_add(UObjectHandle o, FPropertyHandle p, const std::uint8_t* e, std::uint32_t s) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    if (find_key(*k, e, s) < 0) k->keys.push_back(blob(e, s));
    return RustealError_Ok;
}
ERustealErrorCode set_remove(UObjectHandle o, FPropertyHandle p, const std::uint8_t* e, std::uint32_t s) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    if (auto i = find_key(*k, e, s); i >= 0) k->keys.erase(k->keys.begin() + i);
    return RustealError_Ok;
}
ERustealErrorCode set_clear(UObjectHandle o, FPropertyHandle p) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    k->keys.clear();
    return RustealError_Ok;
}
ERustealErrorCode set_get_element(UObjectHandle o, FPropertyHandle p, std::int32_t i, std::uint8_t* out, std::uint32_t size, std::uint32_t* written) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Set, pr, c);
    if (!k) return c;
    if (i < 0 || static_cast<std::size_t>(i) >= k->keys.size()) return fail(RustealError_IndexOutOfRange, "index " + std::to_string(i) + " of " + std::to_string(k->keys.size()));
    return copy_blob(k->keys[static_cast<std::size_t>(i)], out, size, written);
}
std::uint8_t* alloc_temp(FPropertyHandle p) {
    Property* pr = prop_of(p);
    if (!pr || !kind_in(pr->kind, {Kind::Array, Kind::Map, Kind::Set})) return nullptr;
    return E().alloc_temp(*pr);
}
void free_temp(FPropertyHandle p, std::uint8_t* base) {
    if (Property* pr = prop_of(p)) E().free_temp(*pr, base);
}
ERustealErrorCode list_copy_all(UObjectHandle o, FPropertyHandle p, Kind kind, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, kind, pr, c);
    if (!k) return c;
    std::vector<std::uint8_t> all;
    for (std::size_t i = 0; i < k->keys.size(); ++i) {
        put_chunk(all, k->keys[i]);
        if (kind == Kind::Map) put_chunk(all, k->values[i]);
    }
    return bulk_out(all, static_cast<std::int32_t>(k->keys.size()), out, size, total, count);
}
ERustealErrorCode array_copy_all(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    return list_copy_all(o, p, Kind::Array, out, size, total, count);
}
ERustealErrorCode map_copy_all(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    return list_copy_all(o, p, Kind::Map, out, size, total, count);
}
ERustealErrorCode set_copy_all(UObjectHandle o, FPropertyHandle p, std::uint8_t* out, std::uint32_t size, std::uint32_t* total, std::int32_t* count) {
    return list_copy_all(o, p, Kind::Set, out, size, total, count);
}
ERustealErrorCode array_set_all(UObjectHandle o, FPropertyHandle p, const std::uint8_t* in, std::uint32_t size, std::int32_t count) {
    Property* pr;
    ERustealErrorCode c;
    Container* k = container_at(o, p, Kind::Array, pr, c);
    if (!k) return c;
    std::vector<std::vector<std::uint8_t>> items;
    std::uint32_t at = 0;
    for (std::int32_t i = 0; i < count; ++i) {
        switch (take_chunk(in, size, at, items.emplace_back())) {
        case Chunk::EndsInLength: return fail(RustealError_TypeMismatch, "the bulk buffer ends inside element " + std::to_string(i));
        case Chunk::EndsInBytes: return fail(RustealError_TypeMismatch, "element " + std::to_string(i) + " runs past the bulk buffer");
        case Chunk::Read: break;
        }
    }
    k->keys = std::move(items);
    return RustealError_Ok;
}

const FRustealContainerApi kContainer = {array_len, array_get, array_set, array_add, array_remove, array_clear,
                                         array_element_size, map_len, map_find, map_add, map_remove, map_clear,
                                         map_get_pair, set_len, set_contains, set_add, set_remove, set_clear,
                                         set_get_element, alloc_temp, free_temp, array_copy_all, array_set_all,
                                         map_copy_all, set_copy_all};

} // namespace

} // namespace rusteal::headless::api

namespace rusteal::headless {

const FRustealContainerApi& container_api() { return api::kContainer; }

} // namespace rusteal::headless
