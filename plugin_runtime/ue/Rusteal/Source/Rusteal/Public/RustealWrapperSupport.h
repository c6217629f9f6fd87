// What the generated wrappers (Source/<Module>/Generated/RustealFunc_*.cpp, written by rusteal
// build --all) share: the status codes they return, and the conversions between the C values
// Rust passes and the engine's types. Inline and header-only, so a plugin's module that hosts
// wrappers needs nothing exported from this one, and a unity build that merges several wrapper
// files sees one definition of each.
#pragma once

#include "CoreMinimal.h"
#include "Templates/SubclassOf.h"
#include "UObject/Object.h"
#include "UObject/ScriptInterface.h"
#include "UObject/SoftObjectPtr.h"
#include "UObject/WeakObjectPtrTemplates.h"

#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>

// What a wrapper returns (RustealErrorCode in the Rust crates).
inline constexpr uint32_t RustealErrorCode_Ok = 0;
inline constexpr uint32_t RustealErrorCode_ObjectDestroyed = 1;

// Objects cross as void*, whatever smart pointer the engine returns them in.
template <typename T> inline void* RustealObjectPtr(T* P) { return const_cast<void*>(static_cast<const void*>(P)); }
template <typename T> inline void* RustealObjectPtr(const TSoftObjectPtr<T>& P) { return RustealObjectPtr(P.Get()); }
template <typename T> inline void* RustealObjectPtr(const TWeakObjectPtr<T>& P) { return RustealObjectPtr(P.Get()); }
template <typename T> inline void* RustealObjectPtr(const TSubclassOf<T>& P) { return RustealObjectPtr(P.Get()); }
template <typename T> inline void* RustealObjectPtr(const TScriptInterface<T>& P) { return RustealObjectPtr(P.GetObject()); }

// Enums cross as their underlying integer, stored plainly or in a TEnumAsByte.
template <typename E> inline E RustealEnumValue(E V) { return V; }
template <typename E> inline E RustealEnumValue(TEnumAsByte<E> V) { return V.GetValue(); }

// Structs cross as a buffer of the caller's holding one value of the struct, initialised by the
// engine (OwnedStruct in the Rust crates): read in place, stored by assignment. A struct that owns
// memory (an FString, a TArray, FKey's shared details) is so copied as C++ copies it; copying its
// bytes would leave the caller pointers to what the wrapper's local frees.
template <typename T> inline const T& RustealLoadStruct(const uint8_t* Buffer) { return *reinterpret_cast<const T*>(Buffer); }
template <typename T> inline void RustealStoreStruct(uint8_t* Buffer, T&& Value)
{
	using FValue = std::decay_t<T>;
	*reinterpret_cast<FValue*>(Buffer) = std::forward<T>(Value);
}

// Strings cross as UTF-8. Out: at most BufLen bytes are copied and *OutLen gets the whole length,
// so the caller can retry with a larger buffer. In: a pointer and a length (not terminated).
inline void RustealWriteUtf8(const FString& S, char* Buf, uint32_t BufLen, uint32_t* OutLen)
{
	auto Conv = StringCast<UTF8CHAR>(*S);
	const uint32_t Len = static_cast<uint32_t>(Conv.Length());
	if (Buf && BufLen) std::memcpy(Buf, Conv.Get(), Len < BufLen ? Len : BufLen);
	if (OutLen) *OutLen = Len;
}
inline void RustealWriteUtf8(const FText& T, char* Buf, uint32_t BufLen, uint32_t* OutLen)
{
	RustealWriteUtf8(T.ToString(), Buf, BufLen, OutLen);
}
inline FString RustealReadUtf8(const char* P, uint32_t Len)
{
	return FString::ConstructFromPtrSize(reinterpret_cast<const UTF8CHAR*>(P), static_cast<int32>(Len));
}

// Names cross as 64 bits: the comparison index in the low half, the number in the high half
// (FNameHandle in the ABI; the engine's own indices, valid within this process).
inline uint64_t RustealPackFName(const FName& Name)
{
	const uint64_t Index = Name.GetComparisonIndex().ToUnstableInt();
	const uint64_t Number = static_cast<uint32>(Name.GetNumber());
	return Index | (Number << 32);
}
inline FName RustealUnpackFName(uint64_t Packed)
{
	const FNameEntryId Id = FNameEntryId::FromUnstableInt(static_cast<uint32>(Packed & 0xffffffffu));
	return FName(Id, Id, static_cast<int32>(Packed >> 32));
}
