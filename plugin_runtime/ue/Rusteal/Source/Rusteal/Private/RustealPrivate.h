// What the API implementations share: UTF-8 strings in and out, the failure reason for
// take_error_message, element encoding for containers, and calling into a library.
#pragma once

#include "CoreMinimal.h"
#include "RustealApiTable.h"
#include "RustealModule.h"
#include "UObject/UnrealType.h"

namespace rusteal::host { class LibraryHost; }

namespace Rusteal
{
	// The text of (pointer, length) UTF-8.
	inline FString Utf8(const uint8* Text, uint32 Len)
	{
		if (!Text || Len == 0) return FString();
		return FString::ConstructFromPtrSize(reinterpret_cast<const UTF8CHAR*>(Text), static_cast<int32>(Len));
	}

	// Writes `Value` as UTF-8 into (Buf, BufLen); *OutLen gets the full length.
	ERustealErrorCode WriteUtf8(const FString& Value, uint8* Buf, uint32 BufLen, uint32* OutLen);

	// Records why the call fails with `Code` on this thread (take_error_message), returns Code.
	ERustealErrorCode Fail(ERustealErrorCode Code, const FString& Reason);

	// The engine object behind each kind of the ABI's handles. (Here, not in each source's
	// anonymous namespace: a unity build puts the module's sources in one translation unit.)
	inline UObject* Obj(UObjectHandle H) { return static_cast<UObject*>(H.ptr); }
	inline FProperty* Prop(FPropertyHandle H) { return static_cast<FProperty*>(H.ptr); }
	inline UFunction* Func(UFunctionHandle H) { return static_cast<UFunction*>(H.ptr); }
	inline UScriptStruct* Struct(UStructHandle H) { return static_cast<UScriptStruct*>(H.ptr); }
	inline UClass* ClassOf(UClassHandle H) { return static_cast<UClass*>(H.ptr); }

	// An FName as the ABI packs it, and back.
	FNameHandle PackName(FName Name);
	FName UnpackName(FNameHandle Handle);

	// Container elements in rusteal-core's encoding: strings as UTF-8, names packed, objects as
	// their pointer, structs and plain values as their bytes.
	void EncodeElement(const FProperty* Prop, const void* Value, TArray<uint8>& Out);
	ERustealErrorCode DecodeElement(const FProperty* Prop, void* Value, const uint8* In, uint32 Size);
	// Elements in bulk (a container's CopyAll/SetAll, an array field of a struct): each a uint32
	// length, then its bytes. PutChunk appends one; EncodeArray appends every element of an
	// array and gives their count; TakeChunk finds the one at `At` of In[0..Size) (its bytes in
	// Chunk, Len) and moves `At` past it, or tells where the buffer ends inside it.
	void PutChunk(TArray<uint8>& All, const TArray<uint8>& Chunk);
	int32 EncodeArray(const FArrayProperty* Array, const void* Value, TArray<uint8>& All);
	enum class EChunk { Read, EndsInLength, EndsInBytes };
	EChunk TakeChunk(const uint8* In, uint32 Size, uint32& At, const uint8*& Chunk, uint32& Len);
	// A temporary value of a property's type, initialised and destroyed with its owner.
	struct FTempValue
	{
		const FProperty* Prop;
		void* Memory;
		explicit FTempValue(const FProperty* InProp);
		~FTempValue();
	};

	// The library host of the module (its registry of libraries).
	rusteal::host::LibraryHost& Host();
	// Calls into a library with it current; false when it is not loaded.
	bool CallLibrary(rusteal::host::Library* Library, TFunctionRef<void(const FRustealRustCallbacks&)> Fn);

	// The twelve sub-tables, defined in the Rustea*Api*.cpp files.
	extern const FRustealCoreApi GCoreApi;
	extern const FRustealPropertyApi GPropertyApi;
	extern const FRustealReflectionApi GReflectionApi;
	extern const FRustealContainerApi GContainerApi;
	extern const FRustealDelegateApi GDelegateApi;
	extern const FRustealLifecycleApi GLifecycleApi;
	extern const FRustealReifyApi GReifyApi;
	extern const FRustealWorldApi GWorldApi;
	extern const FRustealLoggingApi GLoggingApi;
	extern const FRustealWidgetApi GWidgetApi;
	extern const FRustealInputApi GInputApi;
	extern const FRustealConsoleApi GConsoleApi;

	// Pinned objects and console commands per library, forgotten when it unloads.
	void ForgetLibrary(const rusteal::host::Library& Library);
	// Notifies the libraries that pinned an object the garbage collector deleted.
	void NotifyPinnedDestroyed(const UObjectBase* Object);
	// Errors: the Output Log, and the Message Log for script errors.
	void ReportError(const FRustealErrorReport& Report);
}
