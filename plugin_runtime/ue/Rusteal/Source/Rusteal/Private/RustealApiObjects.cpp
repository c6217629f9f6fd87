// The core, property, lifecycle and logging sub-tables, and the helpers every API file uses.
#include "Logging/MessageLog.h"
#include "RustealPrivate.h"
#include "Templates/Casts.h"
#include "UObject/EnumProperty.h"
#include "UObject/Stack.h"
#include "UObject/TextProperty.h"
#include "UObject/Script.h"
#include "UObject/SoftObjectPtr.h"
#include "UObject/WeakObjectPtr.h"
#include "rusteal_host/library_host.hpp"

using rusteal::host::Library;

namespace
{
	struct FLastError
	{
		ERustealErrorCode Code = RustealError_Ok;
		FString Message;
	};
	thread_local FLastError GLastError;

	// Objects each library pinned (register_pinned), and how often each object is rooted.
	TMap<const UObjectBase*, TSet<Library*>> GPinned;
	TMap<TWeakObjectPtr<UObject>, int32> GRoots;

	static_assert(sizeof(FWeakObjectPtr) == sizeof(FWeakObjectHandle), "FWeakObjectHandle is an FWeakObjectPtr's bytes");

	using Rusteal::Obj;
	using Rusteal::Prop;

	// The value of a property of a live object, checked: null with the reason set otherwise.
	template <typename TProperty>
	TProperty* Access(UObjectHandle O, FPropertyHandle P, void*& OutValue, ERustealErrorCode& OutCode)
	{
		UObject* Object = Obj(O);
		FProperty* Property = Prop(P);
		if (!Object || !Property)
		{
			OutCode = Rusteal::Fail(RustealError_NullArgument, TEXT("the object or the property is null"));
			return nullptr;
		}
		if (!IsValid(Object))
		{
			OutCode = Rusteal::Fail(RustealError_ObjectDestroyed, TEXT("the object is not valid"));
			return nullptr;
		}
		TProperty* Typed = CastField<TProperty>(Property);
		if (!Typed)
		{
			OutCode = Rusteal::Fail(RustealError_TypeMismatch,
				FString::Printf(TEXT("%s is a %s"), *Property->GetName(), *Property->GetClass()->GetName()));
			return nullptr;
		}
		if (Property->GetOwnerClass() && !Object->GetClass()->IsChildOf(Property->GetOwnerClass()))
		{
			OutCode = Rusteal::Fail(RustealError_PropertyNotFound,
				FString::Printf(TEXT("%s is not a property of %s"), *Property->GetName(), *Object->GetClass()->GetName()));
			return nullptr;
		}
		OutValue = Typed->template ContainerPtrToValuePtr<void>(Object);
		OutCode = RustealError_Ok;
		return Typed;
	}

	template <typename TProperty, typename T>
	ERustealErrorCode GetValue(UObjectHandle O, FPropertyHandle P, T* Out)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		TProperty* Typed = Access<TProperty>(O, P, Value, Code);
		if (!Typed) return Code;
		if (!Out) return Rusteal::Fail(RustealError_NullArgument, TEXT("the output is null"));
		*Out = Typed->GetPropertyValue(Value);
		return RustealError_Ok;
	}

	template <typename TProperty, typename T>
	ERustealErrorCode SetValue(UObjectHandle O, FPropertyHandle P, T V)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		TProperty* Typed = Access<TProperty>(O, P, Value, Code);
		if (!Typed) return Code;
		Typed->SetPropertyValue(Value, V);
		return RustealError_Ok;
	}
}

// ---- helpers ----------------------------------------------------------------------------------

ERustealErrorCode Rusteal::WriteUtf8(const FString& Value, uint8* Buf, uint32 BufLen, uint32* OutLen)
{
	FTCHARToUTF8 Conv(*Value);
	const uint32 Len = static_cast<uint32>(Conv.Length());
	if (OutLen) *OutLen = Len;
	if (Len > BufLen || (!Buf && Len > 0)) return Fail(RustealError_BufferTooSmall, FString::Printf(TEXT("the string needs %u bytes"), Len));
	if (Len > 0) FMemory::Memcpy(Buf, Conv.Get(), Len);
	return RustealError_Ok;
}

ERustealErrorCode Rusteal::Fail(ERustealErrorCode Code, const FString& Reason)
{
	GLastError.Code = Code;
	GLastError.Message = Reason;
	return Code;
}

FNameHandle Rusteal::PackName(FName Name)
{
	const uint64 Index = Name.GetComparisonIndex().ToUnstableInt();
	const uint64 Number = static_cast<uint32>(Name.GetNumber());
	return FNameHandle{Index | (Number << 32)};
}

FName Rusteal::UnpackName(FNameHandle Handle)
{
	const FNameEntryId Id = FNameEntryId::FromUnstableInt(static_cast<uint32>(Handle.packed & 0xffffffffu));
	return FName(Id, Id, static_cast<int32>(Handle.packed >> 32));
}

void Rusteal::EncodeElement(const FProperty* Property, const void* Value, TArray<uint8>& Out)
{
	if (const FStrProperty* Str = CastField<FStrProperty>(Property))
	{
		FTCHARToUTF8 Conv(*Str->GetPropertyValue(Value));
		Out.Append(reinterpret_cast<const uint8*>(Conv.Get()), Conv.Length());
	}
	else if (const FTextProperty* Text = CastField<FTextProperty>(Property))
	{
		FTCHARToUTF8 Conv(*Text->GetPropertyValue(Value).ToString());
		Out.Append(reinterpret_cast<const uint8*>(Conv.Get()), Conv.Length());
	}
	else if (const FNameProperty* Name = CastField<FNameProperty>(Property))
	{
		const FNameHandle H = PackName(Name->GetPropertyValue(Value));
		Out.Append(reinterpret_cast<const uint8*>(&H.packed), sizeof(H.packed));
	}
	else if (const FSoftObjectProperty* Soft = CastField<FSoftObjectProperty>(Property))
	{
		FTCHARToUTF8 Conv(*Soft->GetPropertyValue(Value).ToSoftObjectPath().ToString());
		Out.Append(reinterpret_cast<const uint8*>(Conv.Get()), Conv.Length());
	}
	else
	{
		// Plain values, object pointers and structs: their bytes.
		Out.Append(static_cast<const uint8*>(Value), Property->GetElementSize());
	}
}

ERustealErrorCode Rusteal::DecodeElement(const FProperty* Property, void* Value, const uint8* In, uint32 Size)
{
	if (const FStrProperty* Str = CastField<FStrProperty>(Property))
	{
		Str->SetPropertyValue(Value, Utf8(In, Size));
		return RustealError_Ok;
	}
	if (const FTextProperty* Text = CastField<FTextProperty>(Property))
	{
		Text->SetPropertyValue(Value, FText::FromString(Utf8(In, Size)));
		return RustealError_Ok;
	}
	if (const FNameProperty* Name = CastField<FNameProperty>(Property))
	{
		FNameHandle H{0};
		if (Size != sizeof(H.packed)) return Fail(RustealError_TypeMismatch, TEXT("a name element is 8 bytes"));
		FMemory::Memcpy(&H.packed, In, sizeof(H.packed));
		Name->SetPropertyValue(Value, UnpackName(H));
		return RustealError_Ok;
	}
	if (const FSoftObjectProperty* Soft = CastField<FSoftObjectProperty>(Property))
	{
		Soft->SetPropertyValue(Value, FSoftObjectPtr(FSoftObjectPath(Utf8(In, Size))));
		return RustealError_Ok;
	}
	if (Size != static_cast<uint32>(Property->GetElementSize()))
	{
		return Fail(RustealError_TypeMismatch, FString::Printf(TEXT("%s elements are %d bytes, not %u"), *Property->GetName(),
			Property->GetElementSize(), Size));
	}
	if (const FStructProperty* Struct = CastField<FStructProperty>(Property))
	{
		Struct->Struct->CopyScriptStruct(Value, In);
	}
	else
	{
		FMemory::Memcpy(Value, In, Size);
	}
	return RustealError_Ok;
}

void Rusteal::PutChunk(TArray<uint8>& All, const TArray<uint8>& Chunk)
{
	const uint32 N = static_cast<uint32>(Chunk.Num());
	All.Append(reinterpret_cast<const uint8*>(&N), sizeof(N));
	All.Append(Chunk);
}

int32 Rusteal::EncodeArray(const FArrayProperty* Array, const void* Value, TArray<uint8>& All)
{
	FScriptArrayHelper Helper(Array, Value);
	TArray<uint8> One;
	for (int32 I = 0; I < Helper.Num(); ++I)
	{
		One.Reset();
		EncodeElement(Array->Inner, Helper.GetRawPtr(I), One);
		PutChunk(All, One);
	}
	return Helper.Num();
}

Rusteal::EChunk Rusteal::TakeChunk(const uint8* In, uint32 Size, uint32& At, const uint8*& Chunk, uint32& Len)
{
	if (Size - At < sizeof(Len)) return EChunk::EndsInLength;
	FMemory::Memcpy(&Len, In + At, sizeof(Len));
	if (Len > Size - At - sizeof(Len)) return EChunk::EndsInBytes;
	Chunk = In + At + sizeof(Len);
	At += sizeof(Len) + Len;
	return EChunk::Read;
}

Rusteal::FTempValue::FTempValue(const FProperty* InProp) : Prop(InProp)
{
	Memory = FMemory::Malloc(FMath::Max<int32>(Prop->GetElementSize(), 1), Prop->GetMinAlignment());
	Prop->InitializeValue(Memory);
}

Rusteal::FTempValue::~FTempValue()
{
	Prop->DestroyValue(Memory);
	FMemory::Free(Memory);
}

void RustealForgetConsole(const Library& Lib); // RustealApiGameplay.cpp

void Rusteal::ForgetLibrary(const Library& Lib)
{
	RustealForgetConsole(Lib);
	for (auto It = GPinned.CreateIterator(); It; ++It)
	{
		It.Value().Remove(const_cast<Library*>(&Lib));
		if (It.Value().Num() == 0) It.RemoveCurrent();
	}
}

void Rusteal::NotifyPinnedDestroyed(const UObjectBase* Object)
{
	TSet<Library*> Libraries;
	if (!GPinned.RemoveAndCopyValue(Object, Libraries)) return;
	UObject* O = static_cast<UObject*>(const_cast<UObjectBase*>(Object));
	for (Library* Lib : Libraries)
	{
		CallLibrary(Lib, [O](const FRustealRustCallbacks& Cb) { Cb.notify_pinned_destroyed(UObjectHandle{O}); });
	}
}

void Rusteal::ReportError(const FRustealErrorReport& Report)
{
	const FString Summary = Utf8(Report.summary, Report.summary_len);
	const FString Details = Utf8(Report.details, Report.details_len);
	const FString File = Utf8(Report.file, Report.file_len);
	const FString Where = File.IsEmpty() ? FString() : FString::Printf(TEXT(" (%s:%u:%u)"), *File, Report.line, Report.column);
	if (Report.level >= RUSTEAL_LOG_ERROR) { UE_LOG(LogRusteal, Error, TEXT("%s%s\n%s"), *Summary, *Where, *Details); }
	else { UE_LOG(LogRusteal, Warning, TEXT("%s%s\n%s"), *Summary, *Where, *Details); }
	if (Report.is_script_error)
	{
		// A Blueprint runtime error on the VM's stack, and an entry in the PIE Message Log.
		FFrame::KismetExecutionMessage(*(Summary + Where), ELogVerbosity::Error, FName(TEXT("RustealScriptError")));
		FMessageLog(TEXT("PIE")).Error(FText::FromString(Summary + Where));
	}
}

// ---- core -------------------------------------------------------------------------------------

namespace
{
	bool IsValidImpl(UObjectHandle O) { return IsValid(Obj(O)); }
	ERustealErrorCode GetNameImpl(UObjectHandle O, uint8* Buf, uint32 Len, uint32* Out)
	{
		if (!IsValid(Obj(O))) return Rusteal::Fail(RustealError_ObjectDestroyed, TEXT("the object is not valid"));
		return Rusteal::WriteUtf8(Obj(O)->GetName(), Buf, Len, Out);
	}
	UClassHandle GetClassImpl(UObjectHandle O) { return UClassHandle{IsValid(Obj(O)) ? Obj(O)->GetClass() : nullptr}; }
	bool IsAImpl(UObjectHandle O, UClassHandle C)
	{
		UObject* Object = Obj(O);
		UClass* Class = static_cast<UClass*>(C.ptr);
		if (!IsValid(Object) || !Class) return false;
		if (Class->HasAnyClassFlags(CLASS_Interface)) return Object->GetClass()->ImplementsInterface(Class);
		return Object->IsA(Class);
	}
	UObjectHandle GetOuterImpl(UObjectHandle O) { return UObjectHandle{IsValid(Obj(O)) ? Obj(O)->GetOuter() : nullptr}; }
	FNameHandle MakeFNameImpl(const uint8* Name, uint32 Len) { return Rusteal::PackName(FName(*Rusteal::Utf8(Name, Len))); }
	ERustealErrorCode FNameToStringImpl(FNameHandle H, uint8* Buf, uint32 Len, uint32* Out)
	{
		return Rusteal::WriteUtf8(Rusteal::UnpackName(H).ToString(), Buf, Len, Out);
	}
	FWeakObjectHandle MakeWeakImpl(UObjectHandle O)
	{
		FWeakObjectPtr Weak(Obj(O));
		FWeakObjectHandle H;
		FMemory::Memcpy(&H, &Weak, sizeof(H));
		return H;
	}
	FWeakObjectPtr ToWeak(FWeakObjectHandle H)
	{
		FWeakObjectPtr Weak;
		FMemory::Memcpy(&Weak, &H, sizeof(H));
		return Weak;
	}
	UObjectHandle ResolveWeakImpl(FWeakObjectHandle H) { return UObjectHandle{ToWeak(H).Get()}; }
	bool IsWeakValidImpl(FWeakObjectHandle H) { return ToWeak(H).IsValid(); }
	bool TakeErrorMessageImpl(ERustealErrorCode Code, uint8* Buf, uint32 Len, uint32* Out)
	{
		if (GLastError.Code != Code || GLastError.Message.IsEmpty()) return false;
		FTCHARToUTF8 Conv(*GLastError.Message);
		const uint32 Full = static_cast<uint32>(Conv.Length());
		if (Out) *Out = Full;
		const uint32 N = FMath::Min(Len, Full);
		if (Buf && N > 0) FMemory::Memcpy(Buf, Conv.Get(), N);
		if (N == Full) GLastError = FLastError();
		return true;
	}

	// ---- property -----------------------------------------------------------------------------
	ERustealErrorCode GetBoolImpl(UObjectHandle O, FPropertyHandle P, bool* Out) { return GetValue<FBoolProperty>(O, P, Out); }
	ERustealErrorCode SetBoolImpl(UObjectHandle O, FPropertyHandle P, bool V) { return SetValue<FBoolProperty>(O, P, V); }
	ERustealErrorCode GetI32Impl(UObjectHandle O, FPropertyHandle P, int32* Out) { return GetValue<FIntProperty>(O, P, Out); }
	ERustealErrorCode SetI32Impl(UObjectHandle O, FPropertyHandle P, int32 V) { return SetValue<FIntProperty>(O, P, V); }
	ERustealErrorCode GetI64Impl(UObjectHandle O, FPropertyHandle P, int64_t* Out) { return GetValue<FInt64Property>(O, P, Out); }
	ERustealErrorCode SetI64Impl(UObjectHandle O, FPropertyHandle P, int64_t V) { return SetValue<FInt64Property>(O, P, V); }
	ERustealErrorCode GetU8Impl(UObjectHandle O, FPropertyHandle P, uint8* Out) { return GetValue<FByteProperty>(O, P, Out); }
	ERustealErrorCode SetU8Impl(UObjectHandle O, FPropertyHandle P, uint8 V) { return SetValue<FByteProperty>(O, P, V); }
	ERustealErrorCode GetF32Impl(UObjectHandle O, FPropertyHandle P, float* Out) { return GetValue<FFloatProperty>(O, P, Out); }
	ERustealErrorCode SetF32Impl(UObjectHandle O, FPropertyHandle P, float V) { return SetValue<FFloatProperty>(O, P, V); }
	ERustealErrorCode GetF64Impl(UObjectHandle O, FPropertyHandle P, double* Out) { return GetValue<FDoubleProperty>(O, P, Out); }
	ERustealErrorCode SetF64Impl(UObjectHandle O, FPropertyHandle P, double V) { return SetValue<FDoubleProperty>(O, P, V); }
	ERustealErrorCode GetStringImpl(UObjectHandle O, FPropertyHandle P, uint8* Buf, uint32 Len, uint32* Out)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		if (FStrProperty* Str = Access<FStrProperty>(O, P, Value, Code)) return Rusteal::WriteUtf8(Str->GetPropertyValue(Value), Buf, Len, Out);
		if (FTextProperty* Text = Access<FTextProperty>(O, P, Value, Code)) return Rusteal::WriteUtf8(Text->GetPropertyValue(Value).ToString(), Buf, Len, Out);
		return Code;
	}
	ERustealErrorCode SetStringImpl(UObjectHandle O, FPropertyHandle P, const uint8* Buf, uint32 Len)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		if (FStrProperty* Str = Access<FStrProperty>(O, P, Value, Code))
		{
			Str->SetPropertyValue(Value, Rusteal::Utf8(Buf, Len));
			return RustealError_Ok;
		}
		if (FTextProperty* Text = Access<FTextProperty>(O, P, Value, Code))
		{
			Text->SetPropertyValue(Value, FText::FromString(Rusteal::Utf8(Buf, Len)));
			return RustealError_Ok;
		}
		return Code;
	}
	ERustealErrorCode GetFNameImpl(UObjectHandle O, FPropertyHandle P, FNameHandle* Out)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FNameProperty* Name = Access<FNameProperty>(O, P, Value, Code);
		if (!Name) return Code;
		*Out = Rusteal::PackName(Name->GetPropertyValue(Value));
		return RustealError_Ok;
	}
	ERustealErrorCode SetFNameImpl(UObjectHandle O, FPropertyHandle P, FNameHandle V)
	{
		return SetValue<FNameProperty>(O, P, Rusteal::UnpackName(V));
	}
	ERustealErrorCode GetObjectImpl(UObjectHandle O, FPropertyHandle P, UObjectHandle* Out)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FObjectPropertyBase* Object = Access<FObjectPropertyBase>(O, P, Value, Code);
		if (!Object) return Code;
		Out->ptr = Object->GetObjectPropertyValue(Value);
		return RustealError_Ok;
	}
	ERustealErrorCode SetObjectImpl(UObjectHandle O, FPropertyHandle P, UObjectHandle V)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FObjectPropertyBase* Object = Access<FObjectPropertyBase>(O, P, Value, Code);
		if (!Object) return Code;
		UObject* NewValue = Obj(V);
		if (NewValue && !NewValue->IsA(Object->PropertyClass))
		{
			return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("%s holds a %s, not a %s"), *Object->GetName(),
				*Object->PropertyClass->GetName(), *NewValue->GetClass()->GetName()));
		}
		Object->SetObjectPropertyValue(Value, NewValue);
		return RustealError_Ok;
	}
	ERustealErrorCode GetEnumImpl(UObjectHandle O, FPropertyHandle P, int64_t* Out)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		if (FEnumProperty* Enum = Access<FEnumProperty>(O, P, Value, Code))
		{
			*Out = Enum->GetUnderlyingProperty()->GetSignedIntPropertyValue(Value);
			return RustealError_Ok;
		}
		if (FByteProperty* Byte = Access<FByteProperty>(O, P, Value, Code))
		{
			*Out = Byte->GetPropertyValue(Value);
			return RustealError_Ok;
		}
		return Code;
	}
	ERustealErrorCode SetEnumImpl(UObjectHandle O, FPropertyHandle P, int64_t V)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		if (FEnumProperty* Enum = Access<FEnumProperty>(O, P, Value, Code))
		{
			Enum->GetUnderlyingProperty()->SetIntPropertyValue(Value, static_cast<int64>(V));
			return RustealError_Ok;
		}
		if (FByteProperty* Byte = Access<FByteProperty>(O, P, Value, Code))
		{
			Byte->SetPropertyValue(Value, static_cast<uint8>(V));
			return RustealError_Ok;
		}
		return Code;
	}
	ERustealErrorCode GetStructImpl(UObjectHandle O, FPropertyHandle P, uint8* Out, uint32 Size)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FStructProperty* Struct = Access<FStructProperty>(O, P, Value, Code);
		if (!Struct) return Code;
		if (Size != static_cast<uint32>(Struct->Struct->GetStructureSize()))
			return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("%s is %d bytes, not %u"), *Struct->GetName(), Struct->Struct->GetStructureSize(), Size));
		Struct->Struct->CopyScriptStruct(Out, Value);
		return RustealError_Ok;
	}
	ERustealErrorCode SetStructImpl(UObjectHandle O, FPropertyHandle P, const uint8* In, uint32 Size)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FStructProperty* Struct = Access<FStructProperty>(O, P, Value, Code);
		if (!Struct) return Code;
		if (Size != static_cast<uint32>(Struct->Struct->GetStructureSize()))
			return Rusteal::Fail(RustealError_TypeMismatch, FString::Printf(TEXT("%s is %d bytes, not %u"), *Struct->GetName(), Struct->Struct->GetStructureSize(), Size));
		Struct->Struct->CopyScriptStruct(Value, In);
		return RustealError_Ok;
	}
	ERustealErrorCode GetPropertyAtImpl(UObjectHandle O, FPropertyHandle P, uint32 Index, uint8* Out, uint32 Size)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FProperty* Property = Access<FProperty>(O, P, Value, Code);
		if (!Property) return Code;
		if (Index >= static_cast<uint32>(Property->ArrayDim)) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("%s has %d element(s)"), *Property->GetName(), Property->ArrayDim));
		if (Size != static_cast<uint32>(Property->GetElementSize())) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("the buffer is not one element"));
		Property->CopySingleValue(Out, static_cast<uint8*>(Value) + Index * Property->GetElementSize());
		return RustealError_Ok;
	}
	ERustealErrorCode SetPropertyAtImpl(UObjectHandle O, FPropertyHandle P, uint32 Index, const uint8* In, uint32 Size)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FProperty* Property = Access<FProperty>(O, P, Value, Code);
		if (!Property) return Code;
		if (Index >= static_cast<uint32>(Property->ArrayDim)) return Rusteal::Fail(RustealError_IndexOutOfRange, FString::Printf(TEXT("%s has %d element(s)"), *Property->GetName(), Property->ArrayDim));
		if (Size != static_cast<uint32>(Property->GetElementSize())) return Rusteal::Fail(RustealError_TypeMismatch, TEXT("the buffer is not one element"));
		Property->CopySingleValue(static_cast<uint8*>(Value) + Index * Property->GetElementSize(), In);
		return RustealError_Ok;
	}
	ERustealErrorCode GetSoftObjectPathImpl(UObjectHandle O, FPropertyHandle P, uint8* Buf, uint32 Len, uint32* Out)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FSoftObjectProperty* Soft = Access<FSoftObjectProperty>(O, P, Value, Code);
		if (!Soft) return Code;
		return Rusteal::WriteUtf8(Soft->GetPropertyValue(Value).ToSoftObjectPath().ToString(), Buf, Len, Out);
	}
	ERustealErrorCode SetSoftObjectPathImpl(UObjectHandle O, FPropertyHandle P, const uint8* Buf, uint32 Len)
	{
		void* Value = nullptr;
		ERustealErrorCode Code;
		FSoftObjectProperty* Soft = Access<FSoftObjectProperty>(O, P, Value, Code);
		if (!Soft) return Code;
		Soft->SetPropertyValue(Value, FSoftObjectPtr(FSoftObjectPath(Rusteal::Utf8(Buf, Len))));
		return RustealError_Ok;
	}
	// Struct memory is not an object: only null is checked, as for containers.
	ERustealErrorCode GetStructFieldImpl(const uint8* Memory, FPropertyHandle P, uint8* Out, uint32 Size, uint32* Written)
	{
		FProperty* Property = Prop(P);
		if (!Memory || !Property) return Rusteal::Fail(RustealError_NullArgument, TEXT("the struct memory or the field is null"));
		const void* Value = Property->ContainerPtrToValuePtr<void>(Memory);
		TArray<uint8> Bytes;
		if (const FArrayProperty* Array = CastField<FArrayProperty>(Property)) Rusteal::EncodeArray(Array, Value, Bytes);
		else Rusteal::EncodeElement(Property, Value, Bytes);
		if (Written) *Written = static_cast<uint32>(Bytes.Num());
		if (static_cast<uint32>(Bytes.Num()) > Size) return Rusteal::Fail(RustealError_BufferTooSmall, FString::Printf(TEXT("the field needs %d bytes"), Bytes.Num()));
		if (Bytes.Num() > 0) FMemory::Memcpy(Out, Bytes.GetData(), Bytes.Num());
		return RustealError_Ok;
	}
	ERustealErrorCode SetStructFieldImpl(uint8* Memory, FPropertyHandle P, const uint8* In, uint32 Size)
	{
		FProperty* Property = Prop(P);
		if (!Memory || !Property || (!In && Size > 0)) return Rusteal::Fail(RustealError_NullArgument, TEXT("the struct memory, the field or the value is null"));
		void* Value = Property->ContainerPtrToValuePtr<void>(Memory);
		const FArrayProperty* Array = CastField<FArrayProperty>(Property);
		if (!Array) return Rusteal::DecodeElement(Property, Value, In, Size);
		// Decoded into a new array first: a bad element leaves the field as it was.
		Rusteal::FTempValue Decoded(Array);
		FScriptArrayHelper Helper(Array, Decoded.Memory);
		for (uint32 At = 0; At < Size;)
		{
			const uint8* Chunk = nullptr;
			uint32 N = 0;
			switch (Rusteal::TakeChunk(In, Size, At, Chunk, N))
			{
			case Rusteal::EChunk::EndsInLength: return Rusteal::Fail(RustealError_TypeMismatch, TEXT("the value ends inside an element's length"));
			case Rusteal::EChunk::EndsInBytes: return Rusteal::Fail(RustealError_TypeMismatch, TEXT("an element runs past the value"));
			case Rusteal::EChunk::Read: break;
			}
			const int32 I = Helper.AddValue();
			if (const ERustealErrorCode R = Rusteal::DecodeElement(Array->Inner, Helper.GetRawPtr(I), Chunk, N)) return R;
		}
		Array->CopyCompleteValue(Value, Decoded.Memory);
		return RustealError_Ok;
	}

	// ---- lifecycle ----------------------------------------------------------------------------
	void AddGcRootImpl(UObjectHandle O)
	{
		UObject* Object = Obj(O);
		if (!IsValid(Object)) return;
		int32& Count = GRoots.FindOrAdd(Object);
		if (Count++ == 0) Object->AddToRoot();
	}
	void RemoveGcRootImpl(UObjectHandle O)
	{
		UObject* Object = Obj(O);
		int32* Count = GRoots.Find(Object);
		if (!Count) return;
		if (--*Count == 0)
		{
			GRoots.Remove(Object);
			if (IsValid(Object)) Object->RemoveFromRoot();
		}
	}
	void RegisterPinnedImpl(UObjectHandle O)
	{
		if (Library* Lib = RustealCurrentLibrary()) GPinned.FindOrAdd(Obj(O)).Add(Lib);
	}
	void UnregisterPinnedImpl(UObjectHandle O)
	{
		if (TSet<Library*>* Set = GPinned.Find(Obj(O)))
		{
			Set->Remove(RustealCurrentLibrary());
			if (Set->Num() == 0) GPinned.Remove(Obj(O));
		}
	}

	// ---- logging ------------------------------------------------------------------------------
	void LogImpl(uint8 Level, const uint8* Msg, uint32 Len)
	{
		const FString Text = Rusteal::Utf8(Msg, Len);
		if (Level >= RUSTEAL_LOG_ERROR) { UE_LOG(LogRusteal, Error, TEXT("%s"), *Text); }
		else if (Level == RUSTEAL_LOG_WARNING) { UE_LOG(LogRusteal, Warning, TEXT("%s"), *Text); }
		else { UE_LOG(LogRusteal, Display, TEXT("%s"), *Text); }
	}
	void ReportImpl(const FRustealErrorReport* Report)
	{
		if (Report) Rusteal::ReportError(*Report);
	}
}

const FRustealCoreApi Rusteal::GCoreApi = {&IsValidImpl, &GetNameImpl, &GetClassImpl, &IsAImpl, &GetOuterImpl,
	&MakeFNameImpl, &FNameToStringImpl, &MakeWeakImpl, &ResolveWeakImpl, &IsWeakValidImpl, &TakeErrorMessageImpl};
const FRustealPropertyApi Rusteal::GPropertyApi = {&GetBoolImpl, &SetBoolImpl, &GetI32Impl, &SetI32Impl, &GetI64Impl,
	&SetI64Impl, &GetU8Impl, &SetU8Impl, &GetF32Impl, &SetF32Impl, &GetF64Impl, &SetF64Impl, &GetStringImpl,
	&SetStringImpl, &GetFNameImpl, &SetFNameImpl, &GetObjectImpl, &SetObjectImpl, &GetEnumImpl, &SetEnumImpl,
	&GetStructImpl, &SetStructImpl, &GetPropertyAtImpl, &SetPropertyAtImpl, &GetSoftObjectPathImpl, &SetSoftObjectPathImpl,
	&GetStructFieldImpl, &SetStructFieldImpl};
const FRustealLifecycleApi Rusteal::GLifecycleApi = {&AddGcRootImpl, &RemoveGcRootImpl, &RegisterPinnedImpl, &UnregisterPinnedImpl};
const FRustealLoggingApi Rusteal::GLoggingApi = {&LogImpl, &ReportImpl};
